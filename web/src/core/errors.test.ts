import { describe, expect, it, vi } from 'vitest';
import { ToolError, errorKeys, toToolError } from './errors';

describe('toToolError', () => {
  it('keeps the code and params of errors thrown by the wasm facade', () => {
    const thrown = Object.assign(new Error('uuid.quantity_out_of_range'), {
      name: 'ToolError',
      code: 'uuid.quantity_out_of_range',
      params: { min: '1', max: 10000 },
    });
    const error = toToolError(thrown);
    expect(error).toBeInstanceOf(ToolError);
    expect(error.code).toBe('uuid.quantity_out_of_range');
    expect(error.params).toEqual({ min: '1', max: '10000' });
  });

  it('turns cancellation into a coded error', () => {
    expect(toToolError(new DOMException('stop', 'AbortError')).code).toBe('common.cancelled');
  });

  it('never passes a raw message through, and logs it for developers', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = toToolError(new WebAssembly.RuntimeError('unreachable executed'));
    expect(error.code).toBe('common.unexpected');
    expect(error.message).not.toContain('unreachable');
    expect(log).toHaveBeenCalled();
    expect(toToolError(undefined).code).toBe('common.unexpected');
  });

  it('looks up the tool namespace first, then common, then the generic message', () => {
    expect(errorKeys(new ToolError('timestamp.empty'), 'timestamp-converter')).toEqual([
      'timestamp-converter:errors.timestamp.empty',
      'common:errors.timestamp.empty',
      'common:errors.common.unexpected',
    ]);
  });
});
