/**
 * Runs a core call in the shared module worker. Cancelling (via AbortSignal) terminates the
 * worker, which is the only way to stop wasm mid-computation; the next call starts a fresh one.
 */
import type { Calls } from './calls';
import { ToolError } from './errors';
import type { CallName, WorkerRequest, WorkerResponse } from './workerProtocol';

type Fn<N extends CallName> = Calls[N];

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: ToolError) => void;
  onProgress?: (fraction: number) => void;
}

export interface CallOptions {
  /** Buffers (and bitmaps) in `args` to move to the worker instead of copying them. */
  transfer?: Transferable[];
  /** Hears the share of work done (0 to 1); the call's last parameter must be its callback. */
  onProgress?: (fraction: number) => void;
}

export type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

export class WorkerClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly factory: WorkerFactory;

  constructor(factory: WorkerFactory = defaultFactory) {
    this.factory = factory;
  }

  call<N extends CallName>(
    name: N,
    args: Parameters<Fn<N>>,
    signal?: AbortSignal,
    options: CallOptions = {},
  ): Promise<Awaited<ReturnType<Fn<N>>>> {
    if (signal?.aborted) return Promise.reject(new ToolError('common.cancelled'));
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: resolve as (v: unknown) => void,
        reject,
        onProgress: options.onProgress,
      });
      signal?.addEventListener('abort', () => this.restart(new ToolError('common.cancelled')), {
        once: true,
      });
      const request: WorkerRequest = { id, name, args, progress: !!options.onProgress };
      worker.postMessage(request, options.transfer ?? []);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.factory();
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      const entry = this.pending.get(message.id);
      if (!entry) return;
      if ('progress' in message) {
        entry.onProgress?.(message.progress);
        return;
      }
      this.pending.delete(message.id);
      if (message.ok) entry.resolve(message.result);
      else entry.reject(new ToolError(message.code, message.params));
    };
    worker.onerror = (event) => {
      console.error('The tool worker failed:', event.message);
      this.restart(new ToolError('common.load_failed'));
    };
    this.worker = worker;
    return worker;
  }

  /** Stops the worker (freeing its memory); a later call starts a fresh one. */
  dispose() {
    this.restart(new ToolError('common.cancelled'));
  }

  /** Stops the worker and fails everything it was doing with `reason`. */
  private restart(reason: ToolError) {
    this.worker?.terminate();
    this.worker = null;
    for (const entry of this.pending.values()) entry.reject(reason);
    this.pending.clear();
  }
}
