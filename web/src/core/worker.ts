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

scope.onmessage = async (event) => {
  const { id, name, args } = event.data;
  try {
    const fn = calls[name] as (...a: unknown[]) => Promise<unknown>;
    const result = await fn(...args);
    const transfer = result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : [];
    scope.postMessage({ id, ok: true, result }, transfer);
  } catch (error) {
    const e = toToolError(error);
    scope.postMessage({ id, ok: false, code: e.code, params: e.params });
  }
};
