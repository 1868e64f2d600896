/**
 * A module Web Worker that runs the calls of ./calls.ts off the main thread, so a
 * 10 MB input never freezes the page. Results that are byte buffers are transferred, not copied.
 */
import { calls } from './calls';
import { toToolError } from './errors';
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
};

/** Buffers and bitmaps in a result (itself, or its top-level values) to move, not copy. */
function transferables(result: unknown): Transferable[] {
  const found = new Set<Transferable>();
  const visit = (value: unknown) => {
    if (ArrayBuffer.isView(value) && value.buffer instanceof ArrayBuffer) found.add(value.buffer);
    else if (typeof ImageBitmap !== 'undefined' && value instanceof ImageBitmap) found.add(value);
  };
  visit(result);
  if (result && typeof result === 'object' && !ArrayBuffer.isView(result)) {
    Object.values(result).forEach(visit);
  }
  return [...found];
}

scope.onmessage = async (event) => {
  const { id, name, args, progress } = event.data;
  try {
    const fn = calls[name] as (...a: unknown[]) => Promise<unknown>;
    const report = (fraction: number) => scope.postMessage({ id, progress: fraction });
    const result = await fn(...(progress ? [...args, report] : args));
    scope.postMessage({ id, ok: true, result }, transferables(result));
  } catch (error) {
    const e = toToolError(error);
    scope.postMessage({ id, ok: false, code: e.code, params: e.params });
  }
};
