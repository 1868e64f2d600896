/**
 * Getting the rates: our server's `/api/rates` (which caches its upstream and falls back to a
 * built-in snapshot), and the last good answer kept in localStorage so the tool works offline.
 * Rates stay decimal strings from the server to the wasm core; nothing here does arithmetic.
 */
import { API_BASE } from '../../../config';
import bundled from './rates-snapshot.json';

export const CURRENCIES = [
  'CNY',
  'USD',
  'GBP',
  'RUB',
  'KRW',
  'JPY',
  'SGD',
  'HKD',
  'EUR',
  'CAD',
  'INR',
] as const;
/** Asked for next (issue 8), behind "more currencies"; optional in an answer (older saves). */
export const MORE_CURRENCIES = ['TWD', 'AUD', 'THB', 'MOP', 'CHF', 'NZD'] as const;
export const ALL_CURRENCIES = [...CURRENCIES, ...MORE_CURRENCIES] as const;
export type Currency = (typeof ALL_CURRENCIES)[number];

export type RatesStatus = 'live' | 'cached' | 'stale' | 'snapshot';

/** The server's answer (crates/server/src/api/rates.rs). */
export interface RatesAnswer {
  base: string;
  date: string;
  source: string;
  status: RatesStatus;
  rates: Record<string, string>;
  fromSnapshot: string[];
  snapshotDate: string;
}

export interface LoadedRates {
  answer: RatesAnswer;
  /** `network`: just answered by the server; `saved`: the copy from an earlier visit;
   * `bundled`: the dated snapshot shipped with the page (a first visit offline). */
  origin: 'network' | 'saved' | 'bundled';
  /** When the answer was received (ms since the epoch). */
  receivedAt: number;
}

const STORAGE_KEY = 'toolbox:exchange-rate:rates';
const TIMEOUT_MS = 10_000;
const DECIMAL = /^\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Accepts only a complete, well-formed answer: every rate a positive decimal string. */
export function isRatesAnswer(value: unknown): value is RatesAnswer {
  const v = value as Partial<RatesAnswer> | null;
  if (!v || typeof v !== 'object') return false;
  if (v.base !== 'CNY' || typeof v.source !== 'string' || !v.source) return false;
  if (typeof v.date !== 'string' || !DATE.test(v.date)) return false;
  if (!['live', 'cached', 'stale', 'snapshot'].includes(v.status as string)) return false;
  if (!Array.isArray(v.fromSnapshot) || typeof v.snapshotDate !== 'string') return false;
  if (!v.rates || typeof v.rates !== 'object') return false;
  return CURRENCIES.filter((c) => c !== 'CNY').every((c) => {
    const rate = v.rates?.[c];
    return typeof rate === 'string' && DECIMAL.test(rate) && /[1-9]/.test(rate);
  });
}

/** The snapshot shipped with the page (scripts/build-rates-snapshot.mjs writes it and the
 * server's copy), so the tool converts even on a first visit without a connection. */
export function bundledSnapshot(): LoadedRates | null {
  const answer: unknown = {
    base: bundled.base,
    date: bundled.date,
    source: bundled.source,
    status: 'snapshot',
    rates: bundled.rates,
    fromSnapshot: [],
    snapshotDate: bundled.date,
  };
  return isRatesAnswer(answer) ? { answer, origin: 'bundled', receivedAt: 0 } : null;
}

export function readSaved(): LoadedRates | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { answer?: unknown; receivedAt?: unknown };
    if (!isRatesAnswer(saved.answer) || typeof saved.receivedAt !== 'number') return null;
    return { answer: saved.answer, origin: 'saved', receivedAt: saved.receivedAt };
  } catch {
    return null;
  }
}

function save(answer: RatesAnswer, receivedAt: number) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ answer, receivedAt }));
  } catch {
    // Storage full or disabled: the rates still work until the page closes.
  }
}

/**
 * Asks the server. A built-in snapshot never replaces saved rates that are newer than it
 * (offline for a week, the copy from the last visit beats the server's older snapshot).
 */
export async function fetchRates(signal?: AbortSignal): Promise<LoadedRates> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(`${API_BASE}/api/rates`, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const answer: unknown = await response.json();
  if (!isRatesAnswer(answer)) throw new Error('malformed rates');
  const saved = readSaved();
  if (answer.status === 'snapshot' && saved && saved.answer.date > answer.date) {
    return saved;
  }
  const receivedAt = Date.now();
  save(answer, receivedAt);
  return { answer, origin: 'network', receivedAt };
}
