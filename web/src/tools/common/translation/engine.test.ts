import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslateError, type Language, type Source } from './api';
import { TranslationEngine, languageOf } from './engine';
import { deviceApi, type Availability, type DeviceApi, type DownloadMonitor } from './onDevice';

/** A stand-in for the browser's APIs; `progress` events are sent during a download. */
function fakeApi(options: {
  availability?: Availability;
  detectorAvailability?: Availability | null;
  detected?: { detectedLanguage: string | null; confidence: number }[];
  download?: 'ok' | 'fail' | 'hang';
  translate?: 'ok' | 'fail';
  streaming?: boolean;
}) {
  const calls: string[] = [];
  const download = async (monitor?: (m: DownloadMonitor) => void) => {
    const listeners: ((e: { loaded: number }) => void)[] = [];
    monitor?.({ addEventListener: (_type, listener) => listeners.push(listener) });
    for (const loaded of [0, 0.5]) listeners.forEach((l) => l({ loaded }));
    if (options.download === 'fail') throw new DOMException('no network', 'NetworkError');
    if (options.download === 'hang') await new Promise(() => {});
    listeners.forEach((l) => l({ loaded: 1 }));
  };
  const api: DeviceApi = {
    translator: {
      availability: ({ sourceLanguage, targetLanguage }) => {
        calls.push(`availability ${sourceLanguage}>${targetLanguage}`);
        return Promise.resolve(options.availability ?? 'available');
      },
      create: async ({ sourceLanguage, targetLanguage, monitor }) => {
        calls.push(`create ${sourceLanguage}>${targetLanguage}`);
        if ((options.availability ?? 'available') !== 'available') await download(monitor);
        const out = (input: string) => `[${targetLanguage}] ${input}`;
        return {
          translate: (input) =>
            options.translate === 'fail'
              ? Promise.reject(new Error('boom'))
              : Promise.resolve(out(input)),
          translateStreaming: options.streaming
            ? (input) =>
                new ReadableStream<string>({
                  start(controller) {
                    for (const word of out(input).split(/(?= )/)) controller.enqueue(word);
                    controller.close();
                  },
                })
            : undefined,
        };
      },
    },
    detector:
      options.detectorAvailability === null
        ? null
        : {
            availability: () => Promise.resolve(options.detectorAvailability ?? 'available'),
            create: () =>
              Promise.resolve({
                detect: () =>
                  Promise.resolve(
                    options.detected ?? [
                      { detectedLanguage: 'fr', confidence: 0.9 },
                      { detectedLanguage: 'und', confidence: 0.1 },
                    ],
                  ),
              }),
          },
  };
  return { api, calls };
}

function serverStub() {
  return vi.fn((text: string, source: Source, target: Language) =>
    Promise.resolve({
      text: `server ${source}>${target}: ${text}`,
      detected: null,
      provider: 'MyMemory',
    }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('which engine translates', () => {
  it('uses the device when the pair is available, and never calls the server', async () => {
    const { api } = fakeApi({ availability: 'available' });
    const server = serverStub();
    const engine = new TranslationEngine(api, server);
    const answer = await engine.run('Hello', 'en', 'zh', { preference: 'device' });
    expect(answer).toMatchObject({ text: '[zh] Hello', engine: 'device', fallback: null });
    expect(server).not.toHaveBeenCalled();
    expect(await engine.plan('en', 'zh', 'device')).toEqual({ engine: 'device', download: 'no' });
  });

  it('detects the source on the device for "auto" and reports it', async () => {
    const { api, calls } = fakeApi({});
    const engine = new TranslationEngine(api, serverStub());
    const answer = await engine.run('Bonjour', 'auto', 'zh', { preference: 'device' });
    expect(answer).toMatchObject({ engine: 'device', detected: 'fr' });
    expect(calls).toContain('create fr>zh');
  });

  it('an unrecognized or untrusted language is reported, not sent to the server', async () => {
    for (const detected of [
      [{ detectedLanguage: 'und', confidence: 1 }],
      [{ detectedLanguage: 'en', confidence: 0.2 }],
      [{ detectedLanguage: 'pt', confidence: 0.9 }],
    ]) {
      const server = serverStub();
      const engine = new TranslationEngine(fakeApi({ detected }).api, server);
      await expect(engine.run('ok', 'auto', 'zh', { preference: 'device' })).rejects.toEqual(
        new TranslateError('translate.undetected'),
      );
      expect(server).not.toHaveBeenCalled();
    }
  });

  it('goes to the server when the user prefers it, or the browser has no API', async () => {
    const server = serverStub();
    const { api, calls } = fakeApi({});
    const preferred = await new TranslationEngine(api, server).run('Hi', 'en', 'de', {
      preference: 'server',
    });
    expect(preferred).toMatchObject({ engine: 'server', provider: 'MyMemory', fallback: null });
    expect(calls).toEqual([]);
    const missing = await new TranslationEngine(null, server).run('Hi', 'auto', 'de', {
      preference: 'device',
    });
    expect(missing).toMatchObject({ engine: 'server', fallback: null });
    expect(server).toHaveBeenLastCalledWith('Hi', 'auto', 'de');
    expect(await new TranslationEngine(null).plan('en', 'zh', 'device')).toEqual({
      engine: 'server',
      why: 'unsupported',
    });
  });

  it('an unavailable pair goes to the server with the language the device detected', async () => {
    const server = serverStub();
    const engine = new TranslationEngine(fakeApi({ availability: 'unavailable' }).api, server);
    const answer = await engine.run('Bonjour', 'auto', 'ko', { preference: 'device' });
    expect(answer).toMatchObject({ engine: 'server', fallback: 'unavailable', detected: 'fr' });
    expect(server).toHaveBeenCalledWith('Bonjour', 'fr', 'ko');
    expect(await engine.plan('fr', 'ko', 'device')).toEqual({
      engine: 'server',
      why: 'unavailable',
    });
  });

  it('without a detector on the device, "auto" is detected by the server', async () => {
    const server = serverStub();
    const engine = new TranslationEngine(fakeApi({ detectorAvailability: null }).api, server);
    const answer = await engine.run('Hola', 'auto', 'en', { preference: 'device' });
    expect(answer).toMatchObject({ engine: 'server', fallback: null });
    expect(await engine.plan('auto', 'en', 'device')).toEqual({
      engine: 'server',
      why: 'undetectable',
    });
  });

  it('reports the download of a language pack, then translates on the device', async () => {
    const progress: (number | null)[] = [];
    const engine = new TranslationEngine(fakeApi({ availability: 'downloadable' }).api);
    expect(await engine.plan('en', 'ja', 'device')).toEqual({ engine: 'device', download: 'yes' });
    const answer = await engine.run('Hi', 'en', 'ja', {
      preference: 'device',
      onDownload: (f) => progress.push(f),
    });
    expect(answer.engine).toBe('device');
    expect(progress).toEqual([0, 0, 0.5, 1, null]);
  });

  it('a failed download falls back to the server, and the pair goes there next time', async () => {
    const server = serverStub();
    const { api, calls } = fakeApi({ availability: 'downloadable', download: 'fail' });
    const engine = new TranslationEngine(api, server);
    const answer = await engine.run('Hi', 'en', 'ja', { preference: 'device' });
    expect(answer).toMatchObject({ engine: 'server', fallback: 'download' });
    expect(await engine.plan('en', 'ja', 'device')).toEqual({ engine: 'server', why: 'download' });
    await engine.run('Hi again', 'en', 'ja', { preference: 'device' });
    expect(calls.filter((c) => c.startsWith('create'))).toHaveLength(1);
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('a download that stalls is given up; one the user skips goes to the server', async () => {
    vi.useFakeTimers();
    const server = serverStub();
    const engine = new TranslationEngine(
      fakeApi({ availability: 'downloadable', download: 'hang' }).api,
      server,
      1000,
    );
    const stalled = engine.run('Hi', 'en', 'ja', { preference: 'device' });
    await vi.advanceTimersByTimeAsync(1001);
    expect(await stalled).toMatchObject({ engine: 'server', fallback: 'download' });

    const skip = new AbortController();
    const other = new TranslationEngine(
      fakeApi({ availability: 'downloadable', download: 'hang' }).api,
      server,
      60_000,
    );
    const skipped = other.run('Hi', 'en', 'ko', { preference: 'device', skip: skip.signal });
    await vi.advanceTimersByTimeAsync(10);
    skip.abort();
    expect(await skipped).toMatchObject({ engine: 'server', fallback: null });
  });

  it('a failing device translation falls back to the server', async () => {
    const engine = new TranslationEngine(fakeApi({ translate: 'fail' }).api, serverStub());
    expect(await engine.run('Hi', 'en', 'ja', { preference: 'device' })).toMatchObject({
      engine: 'server',
      fallback: 'failed',
    });
  });

  it('streams the translation as it comes and reuses the translator', async () => {
    const { api, calls } = fakeApi({ streaming: true });
    const engine = new TranslationEngine(api);
    const partial: string[] = [];
    const answer = await engine.run('one two', 'en', 'zh', {
      preference: 'device',
      onPartial: (t) => partial.push(t),
    });
    expect(answer.text).toBe('[zh] one two');
    expect(partial).toEqual(['[zh]', '[zh] one', '[zh] one two']);
    await engine.run('three', 'en', 'zh', { preference: 'device' });
    expect(calls.filter((c) => c.startsWith('create'))).toHaveLength(1);
  });

  it('a server error (the quota) reaches the page as its code', async () => {
    const server = vi.fn(() => Promise.reject(new TranslateError('upstream.quota')));
    const engine = new TranslationEngine(null, server);
    await expect(engine.run('Hi', 'en', 'zh', { preference: 'device' })).rejects.toEqual(
      new TranslateError('upstream.quota'),
    );
  });
});

describe('helpers', () => {
  it('maps device language tags onto our languages', () => {
    expect(languageOf('zh-Hant')).toBe('zh');
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('und')).toBeNull();
    expect(languageOf(null)).toBeNull();
    expect(languageOf('pt')).toBeNull();
  });

  it('finds the APIs only where both methods exist', () => {
    expect(deviceApi({})).toBeNull();
    expect(deviceApi({ Translator: { availability: () => {} } })).toBeNull();
    const factory = { availability: () => {}, create: () => {} };
    expect(deviceApi({ Translator: factory })).toEqual({ translator: factory, detector: null });
  });
});
