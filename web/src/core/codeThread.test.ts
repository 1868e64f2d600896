/**
 * Which thread draws a code: a short one (the page's first, default code among them) on the
 * page's thread, with the module the page has loaded anyway, so that it does not wait for the
 * worker to start and compile the module again; a longer one in the worker.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ created: 0, methods: [] as string[] }));

vi.mock('./workerClient', () => ({
  WorkerClient: class {
    constructor() {
      calls.created += 1;
    }
    call(method: string) {
      calls.methods.push(method);
      return Promise.resolve({ svg: '<svg/>', width: 1, height: 1, qrVersion: 40, warnings: [] });
    }
  },
}));

const { CODE_DIRECT_LIMIT, codeRequest, codeSvg } = await import('./index');

describe('codeSvg', () => {
  beforeEach(() => {
    calls.methods.length = 0;
  });

  it('draws a short code on this thread, without starting the worker', async () => {
    const image = await codeSvg(codeRequest('qr', 'https://example.com/'));
    expect(image.qrVersion).toBeLessThanOrEqual(5);
    expect(image.svg).toMatch(/^<svg/);
    const longest = await codeSvg(codeRequest('qr', 'x'.repeat(CODE_DIRECT_LIMIT)));
    expect(longest.qrVersion).toBeLessThanOrEqual(5);
    const barcode = await codeSvg(codeRequest('code128', 'Handy-Toolbox-128'));
    expect(barcode.qrVersion).toBeNull();
    expect(calls.created).toBe(0);
    expect(calls.methods).toEqual([]);
  });

  it('draws a longer one in the worker', async () => {
    await codeSvg(codeRequest('qr', 'x'.repeat(CODE_DIRECT_LIMIT + 1)));
    expect(calls.methods).toEqual(['codeSvg']);
  });
});
