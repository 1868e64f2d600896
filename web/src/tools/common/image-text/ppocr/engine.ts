/**
 * PP-OCR (PaddleOCR's mobile models: DB text detection, the 0°/180° direction classifier and
 * the CTC line recogniser) on onnxruntime-web's WebAssembly backend. Runs inside the OCR worker
 * (../ocr.worker.ts); needs no `document` and no OpenCV: the image work is in ./tensors.ts,
 * the decoding in ./postprocess.ts, the reading order in ./layout.ts.
 *
 * The detector sees the image with its longest side at most `DETECT_MAX_SIDE` pixels, so a
 * 40-megapixel photo costs what a small one does; the lines are cut from the image at the
 * size the page gave (at most 6 megapixels), so small print keeps its strokes. The worker
 * draws the detector's copy at `detectionSize(width, height, DETECT_MAX_SIDE)`.
 */
import * as ort from 'onnxruntime-web/wasm';
import { boxCorners, ctcDecode, detectBoxes } from './postprocess';
import type { Point } from './geometry';
import { layoutLines, type TextBox, type TextLine } from './layout';
import {
  LINE_HEIGHT,
  detectionTensor,
  lineWidth,
  rotateHalf,
  sampleLine,
  type Pixels,
} from './tensors';

export const DETECT_MAX_SIDE = 960;
const CLS_WIDTH = 192;
const REC_MIN_WIDTH = 320;
/** A line is cut at most this wide (about 60 characters at 48 px). */
const REC_MAX_WIDTH = 3200;
const BATCH = 6;

export interface EngineFiles {
  wasm: ArrayBuffer;
  detection: ArrayBuffer;
  recognition: ArrayBuffer;
  direction: ArrayBuffer;
  /** The recogniser's character list, one per line. */
  dictionary: string;
}

export type Stage = { stage: 'detect' } | { stage: 'lines'; done: number; total: number };

type Quad = [Point, Point, Point, Point];

/** Whether this browser can run the engine: WebAssembly with SIMD. */
export function engineSupported(): boolean {
  if (typeof WebAssembly !== 'object') return false;
  // A module with one v128 function (i32x4.splat): valid only where SIMD is supported.
  const simd = new Uint8Array([
    0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 8, 1, 6, 0, 65, 0, 253, 17,
    11,
  ]);
  return WebAssembly.validate(simd);
}

export class PaddleEngine {
  private constructor(
    private readonly det: ort.InferenceSession,
    private readonly cls: ort.InferenceSession,
    private readonly rec: ort.InferenceSession,
    private readonly charset: string[],
  ) {}

  static async create(files: EngineFiles): Promise<PaddleEngine> {
    ort.env.wasm.wasmBinary = files.wasm;
    // Threads need SharedArrayBuffer, which only a cross-origin-isolated page has.
    ort.env.wasm.numThreads = self.crossOriginIsolated
      ? Math.min(4, navigator.hardwareConcurrency || 1)
      : 1;
    ort.env.wasm.proxy = false;
    const options: ort.InferenceSession.SessionOptions = {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
    };
    const det = await ort.InferenceSession.create(new Uint8Array(files.detection), options);
    const cls = await ort.InferenceSession.create(new Uint8Array(files.direction), options);
    const rec = await ort.InferenceSession.create(new Uint8Array(files.recognition), options);
    const charset = files.dictionary.replace(/\r/g, '').split('\n');
    if (charset[charset.length - 1] === '') charset.pop();
    charset.push(' '); // the model's last class is the space
    return new PaddleEngine(det, cls, rec, charset);
  }

  /**
   * Reads the text of `source` (the image as the page scaled it). `small` is the same image
   * drawn at the detector's size (see `detectionSize`).
   */
  async recognise(
    source: Pixels,
    small: Pixels,
    onStage: (stage: Stage) => void,
  ): Promise<TextLine[]> {
    onStage({ stage: 'detect' });
    const input = new ort.Tensor('float32', detectionTensor(small), [
      1,
      3,
      small.height,
      small.width,
    ]);
    const detOut = await this.det.run({ [this.det.inputNames[0]]: input });
    const map = detOut[this.det.outputNames[0]];
    const [, , mh, mw] = map.dims;
    const boxes = detectBoxes(map.data as Float32Array, mw, mh);
    input.dispose();
    map.dispose();
    const sx = source.width / mw;
    const sy = source.height / mh;
    const quads: Quad[] = boxes.map((b) => boxCorners(b.rect, sx, sy, source.width, source.height));
    onStage({ stage: 'lines', done: 0, total: quads.length });
    if (quads.length === 0) return [];

    const upright = await this.directions(source, quads);
    // Lines of similar proportions share a batch (less padding), as PaddleOCR sorts them.
    const order = upright
      .map((quad, index) => ({ quad, index, width: lineWidth(quad, REC_MAX_WIDTH) }))
      .sort((a, b) => a.width - b.width);
    const read: TextBox[] = new Array(quads.length);
    for (let start = 0; start < order.length; start += BATCH) {
      const batch = order.slice(start, start + BATCH);
      const stride = Math.max(REC_MIN_WIDTH, ...batch.map((b) => b.width));
      const data = new Float32Array(batch.length * 3 * LINE_HEIGHT * stride);
      batch.forEach((b, i) =>
        sampleLine(source, b.quad, b.width, data, i * 3 * LINE_HEIGHT * stride, stride),
      );
      const tensor = new ort.Tensor('float32', data, [batch.length, 3, LINE_HEIGHT, stride]);
      const out = await this.rec.run({ [this.rec.inputNames[0]]: tensor });
      const probs = out[this.rec.outputNames[0]];
      const [, steps, classes] = probs.dims;
      const values = probs.data as Float32Array;
      batch.forEach((b, i) => {
        const decoded = ctcDecode(values, steps, classes, this.charset, i * steps * classes);
        read[b.index] = { corners: quads[b.index], ...decoded };
      });
      tensor.dispose();
      probs.dispose();
      onStage({ stage: 'lines', done: Math.min(quads.length, start + BATCH), total: quads.length });
    }
    return layoutLines(read);
  }

  /** Each box turned upright: half a turn where the classifier is sure it is upside down. */
  private async directions(source: Pixels, quads: Quad[]): Promise<Quad[]> {
    const out = quads.slice();
    const plane = 3 * LINE_HEIGHT * CLS_WIDTH;
    for (let start = 0; start < quads.length; start += 16) {
      const batch = quads.slice(start, start + 16);
      const data = new Float32Array(batch.length * plane);
      batch.forEach((quad, i) =>
        sampleLine(source, quad, lineWidth(quad, CLS_WIDTH), data, i * plane, CLS_WIDTH),
      );
      const tensor = new ort.Tensor('float32', data, [batch.length, 3, LINE_HEIGHT, CLS_WIDTH]);
      const result = await this.cls.run({ [this.cls.inputNames[0]]: tensor });
      const scores = result[this.cls.outputNames[0]].data as Float32Array;
      batch.forEach((quad, i) => {
        if (scores[2 * i + 1] > 0.9 && scores[2 * i + 1] > scores[2 * i]) {
          out[start + i] = rotateHalf(quad);
        }
      });
      tensor.dispose();
    }
    return out;
  }
}
