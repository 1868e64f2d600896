import { describe, expect, it } from 'vitest';
import { ToolError } from './errors';
import { WorkerClient } from './workerClient';
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

/** A stand-in for the module worker: answers each request on the next tick. */
class FakeWorker {
  static created = 0;
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(private readonly answer: (request: WorkerRequest) => WorkerResponse | null) {
    FakeWorker.created += 1;
  }
  transfers: Transferable[][] = [];
  postMessage(request: WorkerRequest, transfer: Transferable[] = []) {
    this.transfers.push(transfer);
    setTimeout(() => {
      if (request.progress && !this.terminated) {
        this.onmessage?.({
          data: { id: request.id, progress: 0.5 },
        } as MessageEvent<WorkerResponse>);
      }
      const response = this.answer(request);
      if (response && !this.terminated)
        this.onmessage?.({ data: response } as MessageEvent<WorkerResponse>);
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

function client(answer: (request: WorkerRequest) => WorkerResponse | null) {
  let last: FakeWorker | null = null;
  const c = new WorkerClient(() => {
    last = new FakeWorker(answer);
    return last as unknown as Worker;
  });
  return { c, worker: () => last };
}

describe('WorkerClient', () => {
  it('resolves with the worker result', async () => {
    const { c } = client((r) => ({ id: r.id, ok: true, result: `${r.args[0]}!` }));
    await expect(c.call('caseConvert', ['hi', 'upper'])).resolves.toBe('hi!');
  });

  it('rejects with the coded error the worker reports', async () => {
    const { c } = client((r) => ({
      id: r.id,
      ok: false,
      code: 'common.too_large',
      params: { max: '9' },
    }));
    const error = await c.call('caseConvert', ['x', 'upper']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).code).toBe('common.too_large');
    expect((error as ToolError).params).toEqual({ max: '9' });
  });

  it('cancelling terminates the worker, and the next call gets a fresh one', async () => {
    const { c, worker } = client(() => null);
    const controller = new AbortController();
    const pending = c.call('caseConvert', ['slow', 'upper'], controller.signal);
    const first = worker();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'common.cancelled' });
    expect(first?.terminated).toBe(true);
    const before = FakeWorker.created;
    void c.call('caseConvert', ['again', 'upper']).catch(() => {});
    expect(FakeWorker.created).toBe(before + 1);
  });

  it('an already aborted signal does not start work', async () => {
    const { c, worker } = client((r) => ({ id: r.id, ok: true, result: 1 }));
    const controller = new AbortController();
    controller.abort();
    await expect(c.call('caseConvert', ['x', 'upper'], controller.signal)).rejects.toMatchObject({
      code: 'common.cancelled',
    });
    expect(worker()).toBeNull();
  });

  it('reports progress and transfers the buffers it is given', async () => {
    const { c, worker } = client((r) => ({ id: r.id, ok: true, result: 'done' }));
    const seen: number[] = [];
    const buffer = new ArrayBuffer(8);
    const answer = await c.call('caseConvert', ['x', 'upper'], undefined, {
      transfer: [buffer],
      onProgress: (f) => seen.push(f),
    });
    expect(answer).toBe('done');
    expect(seen).toEqual([0.5]);
    expect(worker()?.transfers[0]).toEqual([buffer]);
  });

  it('dispose stops the worker and cancels what it was doing', async () => {
    const { c, worker } = client(() => null);
    const pending = c.call('caseConvert', ['slow', 'upper']);
    c.dispose();
    await expect(pending).rejects.toMatchObject({ code: 'common.cancelled' });
    expect(worker()?.terminated).toBe(true);
  });
});
