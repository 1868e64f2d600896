/**
 * The OCR worker: downloads the PP-OCR engine's files (onnxruntime-web's WebAssembly and the
 * three models, from our own origin; the service worker keeps them after the first time),
 * starts the engine, and reads images. Everything heavy happens here, off the page's thread:
 * the file is decoded here too (the page only checked its header).
 *
 * Messages: see ./ocrProtocol.ts. One request at a time; the page cancels by ending the worker.
 */
import { PaddleEngine, DETECT_MAX_SIDE, engineSupported } from './ppocr/engine';
import { detectionSize, type Pixels } from './ppocr/tensors';
import type { EngineFileName, FromWorker, ToWorker } from './ocrProtocol';
import { ocrScale } from './prepare';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};
const post = (message: FromWorker) => scope.postMessage(message);

let engine: PaddleEngine | null = null;

class Coded extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function download(
  urls: Record<EngineFileName, string>,
  sizes: Record<EngineFileName, number>,
): Promise<Record<EngineFileName, ArrayBuffer>> {
  const names = Object.keys(urls) as EngineFileName[];
  const total = names.reduce((sum, name) => sum + sizes[name], 0);
  const loaded = Object.fromEntries(names.map((n) => [n, 0])) as Record<EngineFileName, number>;
  const report = () =>
    post({ type: 'download', loaded: names.reduce((s, n) => s + loaded[n], 0), total });
  report();
  const fetchOne = async (name: EngineFileName): Promise<ArrayBuffer> => {
    let response: Response;
    try {
      response = await fetch(urls[name]);
    } catch (error) {
      console.error('OCR download:', error);
      throw new Coded('ocr.download_failed');
    }
    if (!response.ok || !response.body) {
      console.error('OCR download:', name, response.status);
      throw new Coded('ocr.download_failed');
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        loaded[name] = Math.min(bytes, sizes[name]);
        report();
      }
    } catch (error) {
      console.error('OCR download:', error);
      throw new Coded('ocr.download_failed');
    }
    const out = new Uint8Array(bytes);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
    loaded[name] = sizes[name];
    report();
    return out.buffer;
  };
  const buffers = await Promise.all(names.map(fetchOne));
  return Object.fromEntries(names.map((n, i) => [n, buffers[i]])) as Record<
    EngineFileName,
    ArrayBuffer
  >;
}

/** Draws `bitmap` at `width` × `height` on white and returns its pixels. */
function pixelsOf(bitmap: ImageBitmap, width: number, height: number): Pixels {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Coded('ocr.failed');
  // Transparent pixels would become black: text on a transparent PNG is usually dark.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  return { data: image.data, width, height };
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    console.error('OCR image:', error);
    throw new Coded('image.load_failed');
  }
}

async function handle(message: ToWorker): Promise<void> {
  if (message.type === 'load') {
    if (engine) return post({ type: 'ready' });
    if (!engineSupported()) throw new Coded('ocr.unsupported');
    const files = await download(message.urls, message.sizes);
    post({ type: 'starting' });
    try {
      engine = await PaddleEngine.create({
        wasm: files.wasm,
        detection: files.detection,
        recognition: files.recognition,
        direction: files.direction,
        dictionary: new TextDecoder().decode(files.dictionary),
      });
    } catch (error) {
      console.error('OCR engine start:', error);
      throw new Coded('ocr.unsupported');
    }
    return post({ type: 'ready' });
  }
  if (!engine) throw new Coded('ocr.failed');
  const bitmap = await decode(message.file);
  try {
    const scale = ocrScale(bitmap.width, bitmap.height);
    const source = pixelsOf(
      bitmap,
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    );
    const size = detectionSize(bitmap.width, bitmap.height, DETECT_MAX_SIDE);
    const small = pixelsOf(bitmap, size.width, size.height);
    bitmap.close();
    const lines = await engine.recognise(source, small, (stage) =>
      post({ type: 'stage', ...stage }),
    );
    post({ type: 'result', lines });
  } catch (error) {
    bitmap.close();
    if (error instanceof Coded) throw error;
    console.error('OCR recognition:', error);
    throw new Coded('ocr.failed');
  }
}

scope.onmessage = (event) => {
  handle(event.data).catch((error: unknown) => {
    post({ type: 'error', code: error instanceof Coded ? error.code : 'ocr.failed' });
  });
};
