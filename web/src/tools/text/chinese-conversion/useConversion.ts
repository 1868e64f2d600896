/**
 * Converts the text as it changes: small texts on this thread after a short pause in typing,
 * large ones at once in the worker, where Cancel (or a newer input) stops them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ToolError,
  WORKER_THRESHOLD,
  chineseConvert,
  chinesePrepare,
  toToolError,
  type ChineseConfig,
} from '../../../core';

const TYPING_PAUSE_MS = 80;

interface Run {
  text: string;
  config: ChineseConfig;
}

interface Done extends Run {
  output: string;
  error: ToolError | null;
}

const same = (a: Run | null, text: string, config: ChineseConfig) =>
  a !== null && a.config === config && a.text === text;

export function useConversion(text: string, config: ChineseConfig) {
  const [done, setDone] = useState<Done | null>(null);
  const [cancelled, setCancelled] = useState<Run | null>(null);
  const running = useRef<AbortController | null>(null);

  // Fetch the dictionaries while the user is still typing the first characters.
  useEffect(() => {
    chinesePrepare(config).catch(() => {
      // A failed download shows up as the conversion's own error.
    });
  }, [config]);

  useEffect(() => {
    if (text === '') return;
    const controller = new AbortController();
    running.current = controller;
    const timer = setTimeout(
      () => {
        setCancelled(null);
        chineseConvert(text, config, controller.signal).then(
          (output) => !controller.signal.aborted && setDone({ text, config, output, error: null }),
          (e: unknown) =>
            !controller.signal.aborted &&
            setDone({ text, config, output: '', error: toToolError(e) }),
        );
      },
      text.length > WORKER_THRESHOLD ? 0 : TYPING_PAUSE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, config]);

  const cancel = useCallback(() => {
    running.current?.abort();
    setCancelled({ text, config });
  }, [text, config]);

  if (text === '') return { output: '', busy: false, error: null, cancel };
  if (same(cancelled, text, config))
    return { output: '', busy: false, error: new ToolError('common.cancelled'), cancel };
  if (same(done, text, config))
    return { output: done?.output ?? '', busy: false, error: done?.error ?? null, cancel };
  // Still converting: a small text shows the previous result for a moment; a large one shows
  // nothing rather than a stale result, with Cancel.
  const large = text.length > WORKER_THRESHOLD;
  return { output: large ? '' : (done?.output ?? ''), busy: large, error: null, cancel };
}
