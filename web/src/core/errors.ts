/**
 * Errors that reach the UI. The wasm facade throws `Error`s named `ToolError` with a stable
 * `code` and `params`; anything else (a bug, a panic, a failed download) becomes a generic
 * coded error so that no raw Rust or JS message is ever shown to a user.
 */
export class ToolError extends Error {
  readonly code: string;
  readonly params: Record<string, string>;

  constructor(code: string, params: Record<string, string> = {}) {
    super(code);
    this.name = 'ToolError';
    this.code = code;
    this.params = params;
  }
}

interface CodedLike {
  name?: unknown;
  code?: unknown;
  params?: unknown;
}

export function toToolError(error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  const e = (error ?? {}) as CodedLike;
  if (e.name === 'ToolError' && typeof e.code === 'string') {
    const params: Record<string, string> = {};
    if (e.params && typeof e.params === 'object') {
      for (const [key, value] of Object.entries(e.params)) params[key] = String(value);
    }
    return new ToolError(e.code, params);
  }
  if (e.name === 'AbortError') return new ToolError('common.cancelled');
  console.error('Unexpected error in a tool:', error);
  return new ToolError('common.unexpected');
}

/** The i18next keys to try for a code, most specific first (the tool's namespace, then common). */
export function errorKeys(error: ToolError, namespace: string): string[] {
  return [
    `${namespace}:errors.${error.code}`,
    `common:errors.${error.code}`,
    'common:errors.common.unexpected',
  ];
}
