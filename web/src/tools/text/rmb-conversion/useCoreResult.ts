/** Runs an async core call whenever its input changes and keeps the latest answer or error. */
import { useEffect, useState } from 'react';
import { ToolError, toToolError } from '../../../core';

interface State<T> {
  key: string;
  result: T | null;
  error: ToolError | null;
}

export function useCoreResult<T>(
  input: string,
  run: (input: string) => Promise<T>,
  deps: unknown[],
): { result: T | null; error: ToolError | null } {
  const key = JSON.stringify([input, ...deps]);
  const empty = input.trim() === '';
  const [state, setState] = useState<State<T>>({ key: '', result: null, error: null });
  useEffect(() => {
    if (empty) return;
    let stale = false;
    run(input).then(
      (result) => !stale && setState({ key, result, error: null }),
      (e: unknown) => !stale && setState({ key, result: null, error: toToolError(e) }),
    );
    return () => {
      stale = true;
    };
    // `key` stands for the input and the deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // Until the new answer arrives (a few milliseconds) the previous one stays on screen.
  return empty ? { result: null, error: null } : state;
}
