/**
 * The browser's own translation (the `Translator` and `LanguageDetector` APIs of Chrome 138+ and
 * Edge on computers): the text is translated on the device, after a one-time download of the
 * language pack for the pair. Only the shapes this tool uses are declared here; they follow the
 * W3C Web Machine Learning group's "Translator and Language Detector APIs" draft:
 *
 * - `Translator.availability({ sourceLanguage, targetLanguage })` and
 *   `LanguageDetector.availability()` answer "unavailable" | "downloadable" | "downloading" |
 *   "available";
 * - `create({ ..., monitor(m), signal })` downloads what is missing (only with a user gesture
 *   while something must be downloaded) and reports `downloadprogress` events on `m`, whose
 *   `loaded` runs from 0 to 1; a failed download rejects (a "NetworkError" DOMException);
 * - `translator.translate(text)`, or `translateStreaming(text)`, a ReadableStream of pieces to
 *   append; `detector.detect(text)` lists `{ detectedLanguage, confidence }`, best first, with
 *   "und" (or null) for an unknown language.
 */

export type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface DownloadMonitor {
  addEventListener(type: 'downloadprogress', listener: (event: { loaded: number }) => void): void;
}

interface CreateOptions {
  monitor?: (monitor: DownloadMonitor) => void;
  signal?: AbortSignal;
}

interface Pair {
  sourceLanguage: string;
  targetLanguage: string;
}

export interface DeviceTranslator {
  translate(input: string, options?: { signal?: AbortSignal }): Promise<string>;
  translateStreaming?(input: string, options?: { signal?: AbortSignal }): ReadableStream<string>;
  destroy?(): void;
}

export interface DeviceDetector {
  detect(
    input: string,
    options?: { signal?: AbortSignal },
  ): Promise<{ detectedLanguage: string | null; confidence: number }[]>;
}

export interface TranslatorFactory {
  availability(pair: Pair): Promise<Availability>;
  create(options: Pair & CreateOptions): Promise<DeviceTranslator>;
}

export interface DetectorFactory {
  availability(): Promise<Availability>;
  create(options?: CreateOptions): Promise<DeviceDetector>;
}

export interface DeviceApi {
  translator: TranslatorFactory;
  /** Null where the browser translates but cannot detect a language. */
  detector: DetectorFactory | null;
}

function isFactory(value: unknown): boolean {
  const f = value as { availability?: unknown; create?: unknown } | null | undefined;
  return !!f && typeof f.availability === 'function' && typeof f.create === 'function';
}

/** The browser's translation APIs, or null where it has none (Firefox, Safari, phones). */
export function deviceApi(scope: object = globalThis): DeviceApi | null {
  const g = scope as { Translator?: unknown; LanguageDetector?: unknown };
  if (!isFactory(g.Translator)) return null;
  return {
    translator: g.Translator as TranslatorFactory,
    detector: isFactory(g.LanguageDetector) ? (g.LanguageDetector as DetectorFactory) : null,
  };
}

/** Reads a translation stream to its end, telling `onText` the text so far after each piece. */
export async function readStream(stream: ReadableStream<string>, onText: (text: string) => void) {
  const reader = stream.getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
    onText(text);
  }
}
