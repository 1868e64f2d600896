/** Collates a dedup result: short ones at once, long ones in a worker (cancelled by `signal`). */
import { sortLines } from './collate';

/** Above this many characters the sort runs in a worker so typing stays responsive. */
const WORKER_THRESHOLD = 200_000;

export function sortText(text: string, descending: boolean, signal: AbortSignal): Promise<string> {
  if (text.length < WORKER_THRESHOLD) return Promise.resolve(sortLines(text, descending));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sortWorker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<string>) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ text, descending });
  });
}
