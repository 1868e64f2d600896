/**
 * Generates the code whenever the request changes (after a short pause in typing), off the
 * main thread. Only the latest request's result counts; while it is being made the previous
 * picture stays, marked busy, and cannot be downloaded. An error replaces the picture so a
 * stale code is never saved by mistake.
 */
import { useEffect, useState } from 'react';
import { ToolError, codeSvg, toToolError, type CodeImage, type CodeRequest } from '../../../core';

const DEBOUNCE_MS = 150;

interface Result {
  key: string;
  request: CodeRequest | null;
  image: CodeImage | null;
  error: ToolError | null;
}

export interface CodeState {
  /** The request the image was made from; null while busy or on error. */
  request: CodeRequest | null;
  image: CodeImage | null;
  /** The request `image` was made from, also while busy. */
  made: CodeRequest | null;
  error: ToolError | null;
  busy: boolean;
}

export function useCodeImage(request: CodeRequest | null, inputError: ToolError | null): CodeState {
  const [result, setResult] = useState<Result | null>(null);
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (inputError || !request || key === null) return;
    let stale = false;
    const timer = setTimeout(() => {
      codeSvg(request).then(
        (image) => !stale && setResult({ key, request, image, error: null }),
        (e: unknown) =>
          !stale && setResult({ key, request: null, image: null, error: toToolError(e) }),
      );
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // `key` stands for `request`'s content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, inputError]);

  if (inputError) return { request: null, image: null, made: null, error: inputError, busy: false };
  const busy = !result || result.key !== key;
  return {
    request: busy ? null : (result?.request ?? null),
    image: result?.image ?? null,
    made: result?.request ?? null,
    error: result?.error ?? null,
    busy,
  };
}
