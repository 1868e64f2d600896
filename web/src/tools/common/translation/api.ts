/**
 * Talking to our server's `POST /api/translate` (crates/server/src/api/translate.rs), which
 * forwards the text to the configured provider, and the recent translations kept in this
 * browser. Errors come back as a stable code the page translates.
 */
import { API_BASE } from '../../../config';

export const LANGUAGES = ['en', 'fr', 'de', 'ja', 'ko', 'es', 'it', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Source = Language | 'auto';
/** Characters (code points) per request; the server counts the same way. */
export const MAX_CHARS = 1000;

export interface TranslateAnswer {
  text: string;
  detected: Language | null;
  provider: string;
}

/** Why a translation failed: `offline`, or the server's `{ "code" }`, or `failed`. */
export class TranslateError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export const countChars = (text: string) => [...text].length;

const TIMEOUT_MS = 30_000;

export async function translate(
  text: string,
  source: Source,
  target: Language,
): Promise<TranslateAnswer> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new TranslateError('offline');
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api/translate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ text, source, target }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    // A network failure (no connection, the server gone) or our own timeout.
    throw new TranslateError(navigator.onLine === false ? 'offline' : 'failed');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = (body as { code?: unknown } | null)?.code;
    throw new TranslateError(typeof code === 'string' ? code : 'failed');
  }
  const answer = body as Partial<TranslateAnswer> | null;
  if (!answer || typeof answer.text !== 'string' || typeof answer.provider !== 'string') {
    throw new TranslateError('failed');
  }
  const detected = LANGUAGES.includes(answer.detected as Language)
    ? (answer.detected as Language)
    : null;
  return { text: answer.text, detected, provider: answer.provider };
}

export interface RecentItem {
  text: string;
  result: string;
  source: Source;
  target: Language;
  detected: Language | null;
  at: number;
}

const RECENT_KEY = 'toolbox:translation:recent';
const RECENT_MAX = 10;

function isRecent(v: unknown): v is RecentItem {
  const r = v as Partial<RecentItem> | null;
  return (
    !!r &&
    typeof r.text === 'string' &&
    typeof r.result === 'string' &&
    typeof r.at === 'number' &&
    (r.source === 'auto' || LANGUAGES.includes(r.source as Language)) &&
    LANGUAGES.includes(r.target as Language)
  );
}

export function readRecent(): RecentItem[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isRecent).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Newest first; the same text and languages again replaces the older entry. */
export function addRecent(item: RecentItem): RecentItem[] {
  const same = (r: RecentItem) =>
    r.text === item.text && r.source === item.source && r.target === item.target;
  const list = [item, ...readRecent().filter((r) => !same(r))].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list lives until the page closes.
  }
  return list;
}

export function clearRecent() {
  try {
    localStorage.removeItem(RECENT_KEY);
  } catch {
    // Nothing to do.
  }
}
