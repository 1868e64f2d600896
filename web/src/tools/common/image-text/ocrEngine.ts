/**
 * The text-recognition engine of the image-text tool: tesseract.js (LSTM engine) in its own
 * worker, with every file from our origin (web/plugins/ocrAssets.ts).
 *
 * The first run downloads the language data itself, reading the bytes as they arrive, so the
 * progress bar can count them (tesseract.js only says "started" and "done"); the worker then
 * fetches the same URL and gets it from the service worker's cache (or the HTTP cache: the
 * files are immutable). Its own IndexedDB copy is turned off (`cacheMethod: 'none'`) so the
 * data is not stored twice. One worker stays alive for the chosen languages while the page is
 * open; another choice starts a new one.
 *
 * Errors are `ToolError`s: `ocr.engine_failed` (a file could not be had: offline before the
 * first use, or a server problem), `ocr.failed` (recognition failed), `common.cancelled`.
 */
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { corePath, langPath, languageBytes, workerPath } from 'virtual:ocr-assets';
import { ToolError } from '../../../core';

export const OCR_MODES = ['eng', 'chi_sim', 'both'] as const;
export type OcrMode = (typeof OCR_MODES)[number];
type Language = keyof typeof languageBytes;

/** Chinese first in the pair: Tesseract favours its first language when two readings tie. */
const LANGUAGES: Record<OcrMode, Language[]> = {
  eng: ['eng'],
  chi_sim: ['chi_sim'],
  both: ['chi_sim', 'eng'],
};

export type OcrStep = 'download' | 'engine' | 'recognise';

export interface OcrProgress {
  step: OcrStep;
  /** The whole run, 0 to 1. */
  overall: number;
  /** Bytes of language data, while downloading. */
  loaded?: number;
  total?: number;
}

/** Language data (compressed) a mode downloads on its first use, in bytes. */
export function downloadBytes(mode: OcrMode): number {
  return LANGUAGES[mode].reduce((sum, lang) => sum + languageBytes[lang], 0);
}

const absolute = (path: string) => new URL(path, location.href).href;

function engineFailed(cause: unknown): ToolError {
  console.error('OCR engine:', cause);
  return new ToolError('ocr.engine_failed');
}

async function downloadLanguage(
  lang: Language,
  signal: AbortSignal,
  onBytes: (bytes: number) => void,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(absolute(`${langPath}${lang}.traineddata.gz`), { signal });
  } catch (error) {
    if (signal.aborted) throw new ToolError('common.cancelled');
    throw engineFailed(error);
  }
  if (!response.ok || !response.body) throw engineFailed(`HTTP ${response.status}`);
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onBytes(value.byteLength);
    }
  } catch (error) {
    if (signal.aborted) throw new ToolError('common.cancelled');
    throw engineFailed(error);
  }
}

export class OcrEngine {
  private worker: Promise<TesseractWorker> | null = null;
  private mode: OcrMode | null = null;
  private onLog: ((status: string, progress: number) => void) | null = null;
  private abort: AbortController | null = null;

  /** Recognises the text in an encoded image (PNG, JPEG, BMP...). */
  async recognise(
    image: Blob,
    mode: OcrMode,
    onProgress: (progress: OcrProgress) => void,
  ): Promise<string> {
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    const cancelled = new Promise<never>((_, reject) =>
      abort.signal.addEventListener('abort', () => reject(new ToolError('common.cancelled'))),
    );
    cancelled.catch(() => {}); // only observed through the race below

    const fresh = !this.worker || this.mode !== mode;
    // Shares of the bar: downloads dominate a first run; afterwards only recognition is left.
    const [dl, engine] = fresh ? [0.5, 0.2] : [0, 0];
    if (fresh) {
      await this.terminate();
      const total = downloadBytes(mode);
      let loaded = 0;
      onProgress({ step: 'download', overall: 0, loaded, total });
      await Promise.all(
        LANGUAGES[mode].map((lang) =>
          downloadLanguage(lang, abort.signal, (bytes) => {
            loaded += bytes;
            onProgress({
              step: 'download',
              overall: dl * Math.min(1, loaded / total),
              loaded,
              total,
            });
          }),
        ),
      );
      onProgress({ step: 'engine', overall: dl });
      const starting = this.start(mode);
      this.mode = mode;
      this.worker = starting;
      starting.catch(() => {
        // The next run starts afresh instead of awaiting a worker that failed.
        if (this.worker === starting) {
          this.worker = null;
          this.mode = null;
        }
      });
    }
    const ready = this.worker;
    if (!ready) throw new ToolError('common.cancelled');
    this.onLog = (status, progress) => {
      if (status === 'recognizing text') {
        onProgress({ step: 'recognise', overall: dl + engine + (1 - dl - engine) * progress });
      } else if (fresh && status === 'initializing api') {
        onProgress({ step: 'engine', overall: dl + engine * (0.5 + progress / 2) });
      } else if (fresh && status === 'loading tesseract core') {
        onProgress({ step: 'engine', overall: dl + (engine / 2) * progress });
      }
    };
    try {
      const worker = await Promise.race([ready, cancelled]);
      onProgress({ step: 'recognise', overall: dl + engine });
      const recognised = worker.recognize(image).then(
        (result) => result.data.text,
        (error: unknown) => {
          console.error('OCR recognition:', error);
          throw new ToolError('ocr.failed');
        },
      );
      return await Promise.race([recognised, cancelled]);
    } finally {
      if (this.abort === abort) this.abort = null;
    }
  }

  /** Stops a run in progress: its promise rejects with `common.cancelled`. */
  cancel() {
    if (!this.abort) return;
    this.abort.abort();
    this.abort = null;
    // A recognition cannot be interrupted inside the worker: end the worker.
    void this.terminate();
  }

  async terminate() {
    const worker = this.worker;
    this.worker = null;
    this.mode = null;
    if (worker) await worker.then((w) => w.terminate()).catch(() => {});
  }

  private start(mode: OcrMode): Promise<TesseractWorker> {
    return new Promise((resolve, reject) => {
      createWorker(LANGUAGES[mode].join('+'), OEM.LSTM_ONLY, {
        // A same-origin worker script, not a blob: URL, so the CSP needs no `blob:` for it.
        workerBlobURL: false,
        workerPath: absolute(workerPath),
        corePath: absolute(corePath),
        langPath: absolute(langPath),
        cacheMethod: 'none',
        logger: (message) => this.onLog?.(message.status, message.progress),
        // tesseract.js reports a failed step here (and would otherwise throw it in the page);
        // a failure while starting never settles createWorker's promise, so settle ours.
        errorHandler: (error) => reject(engineFailed(error)),
      }).then(resolve, (error: unknown) => reject(engineFailed(error)));
    });
  }
}
