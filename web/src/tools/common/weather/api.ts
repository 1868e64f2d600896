/**
 * Getting forecasts: our server's `/api/weather` (which resolves city names from its bundled
 * table and asks Open-Meteo once for several cities), and the last answer of each view kept in
 * localStorage so the page shows it, with its time, when offline.
 */
import { API_BASE } from '../../../config';

export interface Day {
  date: string;
  max: number | null;
  min: number | null;
  mean: number | null;
  /** WMO weather interpretation code. */
  code: number | null;
}

export interface CityRef {
  id: string;
  name: string;
  nameEn: string;
  province: string;
  provinceEn: string;
}

export interface CityForecast extends CityRef {
  days: Day[];
}

/** The server's answer (crates/server/src/api/weather.rs). */
export interface WeatherAnswer {
  /** When the server got it from the upstream (ISO 8601). */
  updatedAt: string;
  cities: CityForecast[];
}

export interface LoadedWeather {
  answer: WeatherAnswer;
  /** `network`: just answered; `saved`: the copy from an earlier visit (offline). */
  origin: 'network' | 'saved';
}

/** Why a query failed: a code to translate, and close matches for a name we do not know. */
export class WeatherError extends Error {
  constructor(
    readonly code: string,
    readonly suggestions: CityRef[] = [],
  ) {
    super(code);
    this.name = 'WeatherError';
  }
}

const STORAGE_KEY = 'toolbox:weather:saved';
const TIMEOUT_MS = 15_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isNumberOrNull = (v: unknown) => v === null || (typeof v === 'number' && isFinite(v));

function isCityRef(value: unknown): value is CityRef {
  const c = value as Partial<CityRef> | null;
  return (
    !!c &&
    typeof c === 'object' &&
    ['id', 'name', 'nameEn', 'province', 'provinceEn'].every(
      (k) => typeof (c as Record<string, unknown>)[k] === 'string',
    )
  );
}

export function isWeatherAnswer(value: unknown): value is WeatherAnswer {
  const v = value as Partial<WeatherAnswer> | null;
  if (!v || typeof v !== 'object' || typeof v.updatedAt !== 'string') return false;
  if (isNaN(Date.parse(v.updatedAt)) || !Array.isArray(v.cities) || v.cities.length === 0)
    return false;
  return v.cities.every(
    (c) =>
      isCityRef(c) &&
      Array.isArray(c.days) &&
      c.days.length > 0 &&
      c.days.every(
        (d) =>
          typeof d?.date === 'string' &&
          DATE.test(d.date) &&
          isNumberOrNull(d.max) &&
          isNumberOrNull(d.min) &&
          isNumberOrNull(d.mean) &&
          isNumberOrNull(d.code),
      ),
  );
}

type Saved = Record<string, WeatherAnswer>;

function readAll(): Saved {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as unknown) : null;
    return saved && typeof saved === 'object' ? (saved as Saved) : {};
  } catch {
    return {};
  }
}

/** The saved answer for a view (`default`, or a city id / the name typed). */
export function readSaved(key: string): LoadedWeather | null {
  const answer = readAll()[key];
  return isWeatherAnswer(answer) ? { answer, origin: 'saved' } : null;
}

function save(keys: string[], answer: WeatherAnswer) {
  try {
    // The default view and the last few cities: a handful of kilobytes.
    const all = readAll();
    for (const key of keys) {
      delete all[key];
      all[key] = answer;
    }
    const kept = Object.keys(all).slice(-12);
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify(Object.fromEntries(kept.map((k) => [k, all[k]]))),
    );
  } catch {
    // Storage full or disabled: the forecast still shows now.
  }
}

/** The key a typed name is saved under (the name as the server would fold it). */
export const savedKey = (city: string | null) =>
  city === null
    ? 'default'
    : `city:${city
        .trim()
        .toLowerCase()
        .replace(/[\s'’-]/g, '')}`;

/**
 * Asks the server for the default five cities (`city` null) or one city. Errors are
 * `WeatherError`s: the server's code, `offline` when the network is down, `malformed` otherwise.
 */
export async function fetchWeather(
  city: string | null,
  signal?: AbortSignal,
): Promise<LoadedWeather> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const query = city === null ? '' : `?city=${encodeURIComponent(city.trim())}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api/weather${query}`, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new WeatherError('upstream.timeout');
    throw new WeatherError(navigator.onLine === false ? 'offline' : 'network');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An HTML error page of a proxy in between: handled as malformed below.
  }
  if (!response.ok) {
    const b = body as { code?: unknown; suggestions?: unknown } | null;
    const code = typeof b?.code === 'string' ? b.code : `http.${response.status}`;
    const suggestions = Array.isArray(b?.suggestions) ? b.suggestions.filter(isCityRef) : [];
    throw new WeatherError(code, suggestions);
  }
  if (!isWeatherAnswer(body)) throw new WeatherError('malformed');
  const keys = city === null ? ['default'] : [savedKey(city), savedKey(body.cities[0].id)];
  save(keys, body);
  return { answer: body, origin: 'network' };
}
