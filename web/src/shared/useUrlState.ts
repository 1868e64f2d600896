/**
 * A tool's options and short inputs in the page's URL (`/ExchangeRate#amount=250&from=USD`), so
 * a link reopens the tool as it was left, and a reload keeps it. They live in the fragment, not
 * the query: a browser never sends the fragment to a server, so what the user typed stays on the
 * device even when the page is reloaded or the link opened (the page promises that). Wraps any state pair
 * (`useState`, `usePersistentState`): a valid value in the URL wins when the page opens, without
 * being saved as a preference; every change goes back into the URL.
 *
 * The URL is rewritten with `history.replaceState` (no history entry per keystroke), a moment
 * after the last change (browsers throttle rapid replaceState calls), and only while the page is
 * still the one the change was made on. Empty values and values over MAX_LENGTH characters are
 * left out: the URL is for short inputs, long texts stay in the page.
 *
 * With a `fallback` (the option's default), a remembered value that differs from it is written
 * into the URL when the page opens, so a link copied straight away reopens the tool as it is
 * shown, while a tool left at its defaults keeps a clean address.
 */
import { useCallback, useEffect, useState } from 'react';

type Scalar = string | number | boolean;

const MAX_LENGTH = 300;
const DELAY_MS = 250;
const WINDOW_MS = 30_000;
const MAX_WRITES = 60;

let pending: { pathname: string; params: Map<string, string | null> } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** When the URL was last rewritten (ms), newest last, over the last WINDOW_MS. */
let writes: number[] = [];

/** Writes the pending changes now, if the page they belong to is still showing. */
export function flushUrlState() {
  if (typeof window === 'undefined') return;
  clearTimeout(timer);
  timer = undefined;
  window.removeEventListener('beforeunload', flushUrlState);
  const now = Date.now();
  writes = [...writes.filter((t) => now - t < WINDOW_MS), now];
  const batch = pending;
  pending = null;
  if (!batch || window.location.pathname !== batch.pathname) return;
  const url = new URL(window.location.href);
  const params = new URLSearchParams(url.hash.slice(1));
  for (const [name, value] of batch.params) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  url.hash = params.toString();
  if (url.href !== window.location.href) {
    // Keep the router's own history state (its key for this entry).
    window.history.replaceState(window.history.state, '', url);
  }
}

/** Puts `name=value` into the current page's URL shortly (an empty value removes it). */
export function writeUrlParam(name: string, value: Scalar) {
  if (typeof window === 'undefined') return;
  const pathname = window.location.pathname;
  if (pending && pending.pathname !== pathname) pending = null;
  pending ??= { pathname, params: new Map() };
  const text = String(value);
  pending.params.set(name, text === '' || text.length > MAX_LENGTH ? null : text);
  // Written at once, so a reload right after a change keeps it; only a long burst (more
  // rewrites than Safari allows, 100 in 30 s) waits for a pause.
  clearTimeout(timer);
  const now = Date.now();
  if (writes.filter((t) => now - t < WINDOW_MS).length < MAX_WRITES) flushUrlState();
  else {
    timer = setTimeout(flushUrlState, DELAY_MS);
    // Only while a write waits (a standing beforeunload listener would cost some browsers
    // their back/forward cache): it comes before a reload takes the address.
    window.addEventListener('beforeunload', flushUrlState);
  }
}

function parse<T extends Scalar>(raw: string, like: T): unknown {
  if (typeof like === 'number') return raw.trim() === '' ? undefined : Number(raw);
  if (typeof like === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  return raw;
}

/** The raw value of `name` in the URL the page was opened with, if any. */
export function readUrlParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get(name);
}

function readParam<T extends Scalar>(
  name: string,
  like: T,
  isValid: (value: unknown) => value is T,
): { value: T } | undefined {
  const raw = readUrlParam(name);
  if (raw === null) return undefined;
  const value = parse(raw, like);
  return isValid(value) && !(typeof value === 'number' && !Number.isFinite(value))
    ? { value }
    : undefined;
}

export function useUrlState<T extends Scalar>(
  name: string,
  [value, setValue]: readonly [T, (value: T) => void],
  isValid: (value: unknown) => value is T,
  fallback?: T,
): [T, (value: T) => void] {
  const [fromUrl, setFromUrl] = useState(() => readParam(name, value, isValid));
  // A remembered choice that is not the default goes into the URL on arrival (see above).
  const [initial] = useState(() => (fromUrl || fallback === undefined ? undefined : value));
  useEffect(() => {
    if (initial !== undefined && initial !== fallback) writeUrlParam(name, initial);
  }, [name, initial, fallback]);
  const update = useCallback(
    (next: T) => {
      setFromUrl(undefined);
      setValue(next);
      writeUrlParam(name, next);
    },
    [name, setValue],
  );
  // Leaving the page (or closing the tab) writes what is still waiting.
  useEffect(() => {
    const onHide = () => flushUrlState();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flushUrlState();
    };
  }, []);
  return [fromUrl ? fromUrl.value : value, update];
}

export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
