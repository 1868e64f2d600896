/** Messages between the page and the OCR worker (./ocr.worker.ts). */
import type { TextLine } from './ppocr/layout';

export type EngineFileName = 'wasm' | 'detection' | 'recognition' | 'direction' | 'dictionary';

export type ToWorker =
  | {
      type: 'load';
      urls: Record<EngineFileName, string>;
      /** Bytes of each file as the worker reads it (unpacked), for the progress. */
      sizes: Record<EngineFileName, number>;
    }
  | { type: 'recognise'; file: Blob };

export type FromWorker =
  | { type: 'download'; loaded: number; total: number }
  | { type: 'starting' }
  | { type: 'ready' }
  | { type: 'stage'; stage: 'detect' }
  | { type: 'stage'; stage: 'lines'; done: number; total: number }
  | { type: 'result'; lines: TextLine[] }
  | { type: 'error'; code: string };
