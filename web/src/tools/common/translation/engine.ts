/**
 * Which engine translates, and the translation itself: on this device where the browser offers
 * it (see onDevice.ts) and the user has not chosen the server, else through our server
 * (api.ts). A device attempt that cannot be made (the pair unavailable, the language pack not
 * downloaded, the browser's translation failing) goes to the server instead, and the answer says
 * so; a text whose language the device cannot recognize is reported, not sent away.
 */
import {
  LANGUAGES,
  TranslateError,
  translate as translateOnServer,
  type Language,
  type Source,
} from './api';
import {
  readStream,
  type Availability,
  type DeviceApi,
  type DeviceDetector,
  type DeviceTranslator,
  type DownloadMonitor,
} from './onDevice';

export type Engine = 'device' | 'server';
/** The user's choice: the device when the browser can, or always the server. */
export type Preference = Engine;
export const PREFERENCES: readonly Preference[] = ['device', 'server'];

/** Why a translation meant for the device was made by the server. */
export type Fallback = 'unavailable' | 'download' | 'failed';

export interface Answer {
  text: string;
  /** The source language found, when "auto" was chosen. */
  detected: Language | null;
  engine: Engine;
  /** The server's provider ("MyMemory"); empty for the device. */
  provider: string;
  fallback: Fallback | null;
}

/** What the current choices lead to before anything is sent: the page's privacy line. */
export type Plan =
  | {
      engine: 'server';
      why: 'preference' | 'unsupported' | 'undetectable' | 'unavailable' | Fallback;
    }
  | { engine: 'device'; download: 'no' | 'yes' | 'maybe' };

export interface RunOptions {
  preference: Preference;
  /** The language pack's download: 0 to 1 while it runs, null when it is over. */
  onDownload?: (fraction: number | null) => void;
  /** The translation so far, while the device streams it. */
  onPartial?: (text: string) => void;
  /** Aborted when the user stops a download to use the server instead. */
  skip?: AbortSignal;
}

/** Below this the device's guess is not trusted (its own explainer suggests 0.4). */
export const MIN_CONFIDENCE = 0.4;
/** A download that reports no progress for this long is given up (the server takes over). */
export const STALL_MS = 45_000;

/** One of our languages for a BCP 47 tag from the device ("zh-Hant" → zh), else null. */
export function languageOf(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

class Skipped extends Error {}

export class TranslationEngine {
  private readonly translators = new Map<string, DeviceTranslator>();
  private detector: DeviceDetector | null = null;
  /** Pairs the device failed on during this visit: they go to the server straight away. */
  private readonly failed = new Map<string, Fallback>();

  constructor(
    readonly api: DeviceApi | null,
    private readonly server = translateOnServer,
    private readonly stallMs = STALL_MS,
  ) {}

  async plan(source: Source, target: Language, preference: Preference): Promise<Plan> {
    if (preference === 'server') return { engine: 'server', why: 'preference' };
    const api = this.api;
    if (!api) return { engine: 'server', why: 'unsupported' };
    try {
      if (source === 'auto') {
        if (!api.detector || (await api.detector.availability()) === 'unavailable') {
          return { engine: 'server', why: 'undetectable' };
        }
        return { engine: 'device', download: 'maybe' };
      }
      const failed = this.failed.get(`${source}>${target}`);
      if (failed) return { engine: 'server', why: failed };
      const availability = await api.translator.availability({
        sourceLanguage: source,
        targetLanguage: target,
      });
      if (availability === 'unavailable') return { engine: 'server', why: 'unavailable' };
      return { engine: 'device', download: availability === 'available' ? 'no' : 'yes' };
    } catch {
      return { engine: 'server', why: 'unsupported' };
    }
  }

  async run(text: string, source: Source, target: Language, options: RunOptions): Promise<Answer> {
    const api = this.api;
    const toServer = async (from: Source, detected: Language | null, fallback: Fallback | null) => {
      const answer = await this.server(text, from, target);
      return {
        ...answer,
        detected: detected ?? answer.detected,
        engine: 'server' as const,
        fallback,
      };
    };
    if (options.preference === 'server' || !api) return toServer(source, null, null);

    let from: Language;
    let detected: Language | null = null;
    if (source === 'auto') {
      if (!api.detector) return toServer(source, null, null);
      const factory = api.detector;
      let results: Awaited<ReturnType<DeviceDetector['detect']>>;
      try {
        if (!this.detector) {
          const availability = await factory.availability();
          // As the plan said: without detection on the device, the server detects.
          if (availability === 'unavailable') return toServer(source, null, null);
          this.detector = await this.create(
            availability,
            (monitor, signal) => factory.create({ monitor, signal }),
            options,
          );
        }
        results = await this.detector.detect(text);
      } catch (e) {
        return toServer(source, null, e instanceof Skipped ? null : 'download');
      }
      const best = results[0];
      detected =
        best && best.confidence >= MIN_CONFIDENCE ? languageOf(best.detectedLanguage) : null;
      if (!detected) throw new TranslateError('translate.undetected');
      from = detected;
    } else {
      from = source;
    }

    const key = `${from}>${target}`;
    const failed = this.failed.get(key);
    if (failed) return toServer(from, detected, failed);
    let translator = this.translators.get(key);
    if (!translator) {
      let availability: Availability;
      try {
        availability = await api.translator.availability({
          sourceLanguage: from,
          targetLanguage: target,
        });
      } catch {
        return toServer(from, detected, 'failed');
      }
      if (availability === 'unavailable') return toServer(from, detected, 'unavailable');
      try {
        translator = await this.create(
          availability,
          (monitor, signal) =>
            api.translator.create({
              sourceLanguage: from,
              targetLanguage: target,
              monitor,
              signal,
            }),
          options,
        );
      } catch (e) {
        if (e instanceof Skipped) return toServer(from, detected, null);
        this.failed.set(key, 'download');
        return toServer(from, detected, 'download');
      }
      this.translators.set(key, translator);
    }

    try {
      const output = translator.translateStreaming
        ? await readStream(translator.translateStreaming(text), (t) => options.onPartial?.(t))
        : await translator.translate(text);
      return { text: output, detected, engine: 'device', provider: '', fallback: null };
    } catch {
      this.translators.delete(key);
      this.failed.set(key, 'failed');
      return toServer(from, detected, 'failed');
    }
  }

  /**
   * Creates a translator or detector, reporting the download when one is needed. Rejects with
   * `Skipped` when the user stops it, and gives up on a download that stalls.
   */
  private async create<T>(
    availability: Availability,
    make: (monitor: (m: DownloadMonitor) => void, signal: AbortSignal) => Promise<T>,
    { onDownload, skip }: RunOptions,
  ): Promise<T> {
    if (availability === 'unavailable') throw new Error('unavailable');
    if (availability === 'available') {
      return make(() => {}, new AbortController().signal);
    }
    const controller = new AbortController();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const waitForProgress = () => {
      clearTimeout(stall);
      stall = setTimeout(() => controller.abort(new Error('stalled')), this.stallMs);
    };
    let stop: () => void = () => {};
    // The browser may ignore the signal; the page does not wait for it either way.
    const stopped = new Promise<never>((_, reject) => {
      stop = () => reject(skip?.aborted ? new Skipped() : new Error('stalled'));
      controller.signal.addEventListener('abort', stop);
      skip?.addEventListener('abort', () => controller.abort());
    });
    if (skip?.aborted) throw new Skipped();
    onDownload?.(0);
    waitForProgress();
    try {
      return await Promise.race([
        make((monitor) => {
          monitor.addEventListener('downloadprogress', (event) => {
            if (controller.signal.aborted) return;
            waitForProgress();
            onDownload?.(Math.min(1, Math.max(0, Number(event.loaded) || 0)));
          });
        }, controller.signal),
        stopped,
      ]);
    } finally {
      clearTimeout(stall);
      controller.signal.removeEventListener('abort', stop);
      onDownload?.(null);
    }
  }
}
