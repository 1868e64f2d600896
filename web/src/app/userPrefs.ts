/**
 * What the shell remembers for the user in localStorage: favourite tools, recently used tools
 * and the colour scheme. One tiny store per key, read with useSyncExternalStore so every
 * component (tile star, page star, home sections) updates together, and other tabs follow.
 */
import { useEffect, useSyncExternalStore } from 'react';

type Listener = () => void;

function createStore<T>(key: string, fallback: T, valid: (value: unknown) => value is T) {
  const listeners = new Set<Listener>();
  let cache: { raw: string | null; value: T } | undefined;

  function read(): T {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      // Storage disabled: nothing is remembered.
    }
    if (cache && cache.raw === raw) return cache.value;
    let value = fallback;
    try {
      const parsed: unknown = raw === null ? fallback : JSON.parse(raw);
      if (valid(parsed)) value = parsed;
    } catch {
      // A damaged value is ignored, not fatal.
    }
    cache = { raw, value };
    return value;
  }

  function write(value: T) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the change applies to this visit only.
      cache = { raw: JSON.stringify(value), value };
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: Listener) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === key && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    read,
    write,
    subscribe,
    use: () => useSyncExternalStore(subscribe, read, () => fallback),
  };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((x) => typeof x === 'string');

export const favourites = createStore<string[]>('favourites', [], isStringList);
export const recents = createStore<string[]>('recentTools', [], isStringList);

export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_KEY = 'theme';
export const themeChoice = createStore<ThemeChoice>(
  THEME_KEY,
  'system',
  (value): value is ThemeChoice => value === 'system' || value === 'light' || value === 'dark',
);

export const MAX_RECENTS = 4;

export function toggleFavourite(id: string) {
  const list = favourites.read();
  favourites.write(list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
}

/** Remembers an opened tool as the most recent one. */
export function useRecordVisit(id: string | undefined) {
  useEffect(() => {
    if (!id) return;
    const list = recents.read();
    if (list[0] === id) return;
    recents.write([id, ...list.filter((x) => x !== id)].slice(0, MAX_RECENTS));
  }, [id]);
}

const darkQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;

function subscribeSystem(listener: Listener) {
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** Whether the page is dark now: the user's choice, or the system's when they chose none. */
export function useDarkMode(): boolean {
  const choice = themeChoice.use();
  const systemDark = useSyncExternalStore(
    subscribeSystem,
    () => darkQuery()?.matches ?? false,
    () => false,
  );
  return choice === 'dark' || (choice === 'system' && systemDark);
}

/** Keeps <html data-theme> in step (index.html sets it before the first paint). */
export function useApplyTheme() {
  const dark = useDarkMode();
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', dark ? '#141414' : '#001529');
  }, [dark]);
}
