/**
 * The search: the screenshot (the file itself, or the crop re-encoded as JPEG) goes to our
 * server's `POST /api/anime`, which forwards it to trace.moe. Errors become codes to translate.
 */
import { API_BASE } from '../../../config';
import type { Rect } from '../../common/screenshot-tool/crop';

/** trace.moe's limit for one image, which our server enforces too. */
export const MAX_BYTES = 25 * 1024 * 1024;
/** Below this similarity trace.moe's own guidance is that a match is probably wrong. */
export const LIKELY = 0.9;

export interface Scene {
  title: { native: string | null; romaji: string | null; english: string | null };
  isAdult: boolean;
  episode: string | null;
  from: number;
  to: number;
  similarity: number;
  image: string | null;
  video: string | null;
}

export interface AnimeAnswer {
  results: Scene[];
  keyed: boolean;
}

export class SearchError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'SearchError';
  }
}

function isScene(value: unknown): value is Scene {
  const s = value as Partial<Scene> | null;
  const text = (v: unknown) => v === null || typeof v === 'string';
  return (
    !!s &&
    typeof s === 'object' &&
    !!s.title &&
    text(s.title.native) &&
    text(s.title.romaji) &&
    text(s.title.english) &&
    text(s.episode) &&
    text(s.image) &&
    text(s.video) &&
    [s.from, s.to, s.similarity].every((n) => typeof n === 'number' && isFinite(n))
  );
}

/** What to send: the file as it is, or the cropped part as a JPEG. */
export async function searchBody(file: File, bitmap: ImageBitmap, crop: Rect | null) {
  if (!crop) {
    if (file.size > MAX_BYTES) throw new SearchError('anime.too_large');
    return file;
  }
  const canvas = new OffscreenCanvas(crop.width, crop.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new SearchError('anime.crop_failed');
  ctx.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  if (blob.size > MAX_BYTES) throw new SearchError('anime.too_large');
  return blob;
}

export async function search(body: Blob, signal?: AbortSignal): Promise<AnimeAnswer> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api/anime`, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', 'Content-Type': body.type || 'image/jpeg' },
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(60_000)]) : undefined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SearchError(navigator.onLine === false ? 'offline' : 'network');
  }
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    // Not JSON (a proxy's error page): handled below.
  }
  if (!response.ok) {
    const code = (answer as { code?: unknown } | null)?.code;
    throw new SearchError(typeof code === 'string' ? code : `http.${response.status}`);
  }
  const a = answer as Partial<AnimeAnswer> | null;
  if (!a || !Array.isArray(a.results) || !a.results.every(isScene))
    throw new SearchError('malformed');
  return { results: a.results, keyed: a.keyed === true };
}

/** Whether the server searches with its own API key (unknown: null). */
export async function serverKeyed(): Promise<boolean | null> {
  try {
    const response = await fetch(`${API_BASE}/api/anime`, {
      headers: { Accept: 'application/json' },
    });
    const body = (await response.json()) as { keyed?: unknown };
    return response.ok && typeof body.keyed === 'boolean' ? body.keyed : null;
  } catch {
    return null;
  }
}

/** 83.4 s → "1:23". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
