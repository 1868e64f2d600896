/**
 * Converts the text as it changes, in the worker (the dictionaries are built there, off the
 * page's thread): small texts after a short pause in typing, large ones at once, where Cancel
 * (or a newer input) stops them.
 *
 * The page is drawn before OpenCC is there: once it is on screen, the worker downloads the
 * module and builds the chosen config's dictionaries (`loading` until then). Text typed in the
 * meantime waits in the worker's queue and its result appears when they are ready.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPaint } from '../../../app/afterPaint';
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

interface Prepared {
  config: ChineseConfig;
  error: ToolError | null;
}

const same = (a: Run | null, text: string, config: ChineseConfig) =>
  a !== null && a.config === config && a.text === text;

export function useConversion(text: string, config: ChineseConfig) {
  const [done, setDone] = useState<Done | null>(null);
  const [cancelled, setCancelled] = useState<Run | null>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  /** Bumped to download the dictionaries again after a failure (the network came back). */
  const [attempt, setAttempt] = useState(0);
  const running = useRef<AbortController | null>(null);

  // Fetch the dictionaries while the user is still typing the first characters, but only once
  // the page is on screen: they are not needed to draw it.
  useEffect(() => {
    let stale = false;
    const cancel = afterPaint(() =>
      chinesePrepare(config).then(
        () => !stale && setPrepared({ config, error: null }),
        (e: unknown) => {
          const error = toToolError(e);
          // A cancelled long conversion stopped the worker, not the download: the next
          // conversion builds the dictionaries.
          if (!stale && error.code !== 'common.cancelled') setPrepared({ config, error });
        },
      ),
    );
    return () => {
      stale = true;
      cancel();
    };
  }, [config, attempt]);

  // The download failed (offline?): try again as soon as the browser is back online, so the
  // error does not stay until a reload. Typing also tries again, with the next conversion.
  const failed =
    (prepared !== null && prepared.error !== null) || done?.error?.code === 'common.load_failed';
  useEffect(() => {
    if (!failed) return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);

  useEffect(() => {
    if (text === '') return;
    const large = text.length > WORKER_THRESHOLD;
    const controller = new AbortController();
    running.current = controller;
    const timer = setTimeout(
      () => {
        setCancelled(null);
        // Stopping the worker costs its dictionaries: only a long conversion is worth it; a
        // short one just finishes and its result is dropped.
        chineseConvert(text, config, large ? controller.signal : undefined).then(
          (output) => !controller.signal.aborted && setDone({ text, config, output, error: null }),
          (e: unknown) =>
            !controller.signal.aborted &&
            setDone({ text, config, output: '', error: toToolError(e) }),
        );
      },
      large ? 0 : TYPING_PAUSE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, config, attempt]);

  const cancel = useCallback(() => {
    running.current?.abort();
    setCancelled({ text, config });
  }, [text, config]);

  // The dictionaries are ready once prepared, or once a conversion with them has succeeded.
  const ready =
    (prepared?.config === config && prepared.error === null) ||
    (done?.config === config && done.error === null);
  const loadError = !ready && prepared?.config === config ? prepared.error : null;
  const loading = !ready && loadError === null;

  if (text === '') return { output: '', busy: false, error: loadError, loading, cancel };
  if (same(cancelled, text, config))
    return {
      output: '',
      busy: false,
      error: new ToolError('common.cancelled'),
      loading: false,
      cancel,
    };
  if (same(done, text, config))
    return {
      output: done?.output ?? '',
      busy: false,
      error: done?.error ?? null,
      loading: false,
      cancel,
    };
  // Still converting: a small text shows the previous result for a moment; a large one shows
  // nothing rather than a stale result, with Cancel.
  const large = text.length > WORKER_THRESHOLD;
  return {
    output: large ? '' : (done?.output ?? ''),
    busy: large,
    error: loadError,
    loading,
    cancel,
  };
}
