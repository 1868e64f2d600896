/**
 * The two recognition engines behind one interface, each running in a Web Worker, so the page
 * does not care which one reads:
 *
 * - `PaddleRecogniser` (the default): PP-OCR on onnxruntime-web in ./ocr.worker.ts. Reads
 *   Chinese, English, digits and mixed text with no language choice. Its first use downloads
 *   the engine and models (about 18 MB); the service worker keeps them afterwards.
 * - `TesseractRecogniser`: tesseract.js (./ocrEngine.ts) with Simplified Chinese and English,
 *   the small download (about 6 MB). Used when the user asks for the small download, when the
 *   browser cannot run PP-OCR, or when the PP-OCR download fails.
 *
 * Errors are `ToolError`s: `ocr.download_failed` (PP-OCR's files could not be had),
 * `ocr.unsupported` (PP-OCR cannot run here), `ocr.engine_failed` (Tesseract's files could not
 * be had), `image.load_failed`, `ocr.failed`, `common.cancelled`.
 */
import { ppocrSizes, ppocrTransferBytes, ppocrUrls } from 'virtual:ocr-assets';
import { ToolError } from '../../../core';
import { OcrEngine, downloadBytes } from './ocrEngine';
import type { EngineFileName, FromWorker } from './ocrProtocol';
import { encodeForOcr, tidyText } from './prepare';
import type { TextLine } from './ppocr/layout';

export type EngineId = 'ppocr' | 'tesseract';

export type OcrProgress = { overall: number } & (
  | { step: 'download'; loaded: number; total: number }
  | { step: 'engine' }
  | { step: 'detect' }
  | { step: 'lines'; done: number; total: number }
  | { step: 'recognise' }
);

export interface OcrLine {
  text: string;
  /** 0 to 1, where the engine says it (PP-OCR does, per line). */
  confidence?: number;
  paragraph: number;
}

export interface Recogniser {
  readonly id: EngineId;
  /** Reads the text of an image file the page has checked (and decoded for its preview). */
  recognise(
    file: Blob,
    bitmap: ImageBitmap,
    onProgress: (progress: OcrProgress) => void,
  ): Promise<OcrLine[]>;
  /** Stops a run (or download) in progress: its promise rejects with `common.cancelled`. */
  cancel(): void;
  terminate(): void;
}

/** What each engine's first use downloads, in bytes on the wire. */
export const FIRST_USE_BYTES: Record<EngineId, number> = {
  ppocr: ppocrTransferBytes,
  tesseract: downloadBytes('both'),
};

const absolute = (path: string) => new URL(path, location.href).href;

export class PaddleRecogniser implements Recogniser {
  readonly id = 'ppocr';
  private worker: Worker | null = null;
  private ready = false;
  private reject: ((error: ToolError) => void) | null = null;

  async recognise(
    file: Blob,
    _bitmap: ImageBitmap,
    onProgress: (progress: OcrProgress) => void,
  ): Promise<OcrLine[]> {
    const fresh = !this.ready;
    // Shares of the bar: the download dominates a first run.
    const [dl, start] = fresh ? [0.6, 0.1] : [0, 0];
    const detect = fresh ? 0.05 : 0.15;
    const worker = this.worker ?? this.spawn();
    if (fresh) {
      onProgress({ step: 'download', overall: 0, loaded: 0, total: ppocrTransferBytes });
      const urls = Object.fromEntries(
        Object.entries(ppocrUrls).map(([name, url]) => [name, absolute(url)]),
      ) as Record<EngineFileName, string>;
      await this.exchange(worker, { type: 'load', urls, sizes: ppocrSizes }, (m) => {
        if (m.type === 'download') {
          const fraction = m.total ? m.loaded / m.total : 0;
          onProgress({
            step: 'download',
            overall: dl * fraction,
            // Bytes unpacked, counted as the share of what the wire carries.
            loaded: Math.round(fraction * ppocrTransferBytes),
            total: ppocrTransferBytes,
          });
        } else if (m.type === 'starting') {
          onProgress({ step: 'engine', overall: dl });
        }
        return m.type === 'ready';
      });
      this.ready = true;
    }
    let lines: OcrLine[] = [];
    onProgress({ step: 'detect', overall: dl + start });
    await this.exchange(worker, { type: 'recognise', file }, (m) => {
      if (m.type === 'stage' && m.stage === 'lines') {
        const fraction = m.total ? m.done / m.total : 1;
        const overall = dl + start + detect + (1 - dl - start - detect) * fraction;
        onProgress({ step: 'lines', overall, done: m.done, total: m.total });
      } else if (m.type === 'result') {
        lines = m.lines;
        return true;
      }
      return false;
    });
    return lines;
  }

  cancel() {
    const reject = this.reject;
    this.terminate();
    reject?.(new ToolError('common.cancelled'));
  }

  terminate() {
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
    this.reject = null;
  }

  private spawn(): Worker {
    this.worker = new Worker(new URL('./ocr.worker.ts', import.meta.url), { type: 'module' });
    return this.worker;
  }

  /** Sends one request; `onMessage` returns true on the message that ends it. */
  private exchange(
    worker: Worker,
    request: Parameters<Worker['postMessage']>[0],
    onMessage: (message: FromWorker) => boolean,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.reject = reject;
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === 'error') {
          this.reject = null;
          // A worker that failed mid-way starts afresh next time.
          if (message.code !== 'image.load_failed') this.terminate();
          reject(new ToolError(message.code));
        } else if (onMessage(message)) {
          this.reject = null;
          resolve();
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        console.error('OCR worker:', event.message);
        this.terminate();
        reject(new ToolError('ocr.unsupported'));
      };
      worker.postMessage(request);
    });
  }
}

export class TesseractRecogniser implements Recogniser {
  readonly id = 'tesseract';
  private readonly engine = new OcrEngine();

  async recognise(
    _file: Blob,
    bitmap: ImageBitmap,
    onProgress: (progress: OcrProgress) => void,
  ): Promise<OcrLine[]> {
    let png: Blob;
    try {
      png = await encodeForOcr(bitmap);
    } catch (e) {
      console.error('OCR image:', e);
      throw new ToolError('ocr.failed');
    }
    const text = await this.engine.recognise(png, 'both', (p) => {
      if (p.step === 'download') {
        onProgress({
          step: 'download',
          overall: p.overall,
          loaded: p.loaded ?? 0,
          total: p.total ?? 0,
        });
      } else onProgress({ step: p.step, overall: p.overall });
    });
    let paragraph = 0;
    return tidyText(text)
      .split('\n')
      .flatMap((line, i, all) => {
        if (line.trim() === '') {
          if (i > 0 && all[i - 1].trim() !== '') paragraph += 1;
          return [];
        }
        return [{ text: line, paragraph }];
      });
  }

  cancel() {
    this.engine.cancel();
  }

  terminate() {
    void this.engine.terminate();
  }
}

export type { TextLine };
