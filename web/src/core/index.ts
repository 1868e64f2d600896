/**
 * The only door from the UI to the Rust core. Every function is async: the first call of a
 * kind fetches its wasm module. Inputs large enough to block the page (see WORKER_THRESHOLD)
 * run in a Web Worker and can be cancelled with an AbortSignal. Errors are `ToolError`s with a
 * stable `code` to translate (see ./errors.ts).
 */
import * as direct from './direct';
import * as text from './text';
import * as image from './image';
import * as codes from './codes';
import { WorkerClient } from './workerClient';
import type { Angle } from './generated/Angle';
import type { CalcResult } from './generated/CalcResult';
import type { CaseMode } from './generated/CaseMode';
import type { ChineseConfig } from './generated/ChineseConfig';
import type { CodeImage } from './generated/CodeImage';
import type { CodeRequest } from './generated/CodeRequest';
import type { Annotated } from './generated/Annotated';
import type { DedupOptions } from './generated/DedupOptions';
import type { DedupResult } from './generated/DedupResult';
import type { PinyinOptions } from './generated/PinyinOptions';
import type { TextStats } from './generated/TextStats';
import type { ExportOptions as ExportOptionsType } from './generated/ExportOptions';
import type { WatermarkSpec as WatermarkSpecType } from './imageCanvas';

export { ToolError, errorKeys, toToolError } from './errors';
export { preloadModules, type ModuleName } from './modules';
export { unitCatalogue, unitConvert } from './math';
export type { Angle } from './generated/Angle';
export type { CalcResult } from './generated/CalcResult';
export type { CaseMode } from './generated/CaseMode';
export type { Annotated } from './generated/Annotated';
export type { DedupOptions } from './generated/DedupOptions';
export type { DedupResult } from './generated/DedupResult';
export type { DedupSort } from './generated/DedupSort';
export type { PinyinOptions } from './generated/PinyinOptions';
export type { PinyinStyle } from './generated/PinyinStyle';
export type { RubyItem } from './generated/RubyItem';
export type { TextStats } from './generated/TextStats';
export type { DateTimeInfo } from './generated/DateTimeInfo';
export type { LocalTimeNote } from './generated/LocalTimeNote';
export type { TimestampInfo } from './generated/TimestampInfo';
export type { TimestampUnit } from './generated/TimestampUnit';
export type { UuidOptions } from './generated/UuidOptions';
export type { UnitCategory } from './generated/UnitCategory';
export type { UnitValue } from './generated/UnitValue';
export type { UuidVersion } from './generated/UuidVersion';
export type { NameVersion } from './generated/NameVersion';
export type { UuidInfo } from './generated/UuidInfo';
export type { UuidVariant } from './generated/UuidVariant';
export type { SpecialUuid } from './generated/SpecialUuid';
export type { ChineseConfig } from './generated/ChineseConfig';
export type { RmbCapital } from './generated/RmbCapital';
export type { RmbIssue } from './generated/RmbIssue';
export type { RmbOptions } from './generated/RmbOptions';
export type { RmbReading } from './generated/RmbReading';
export * from './rmb';
export * from './kinship';
export type { KinAnswer } from './generated/KinAnswer';
export type { KinMatch } from './generated/KinMatch';
export type { KinSex } from './generated/KinSex';
export type { RegionalTitle } from './generated/RegionalTitle';
export * from './money';
export type { Conversion } from './generated/Conversion';
export type { RateTable } from './generated/RateTable';
export { codeRequest, codeWifiText, codeContactText } from './codes';
export { colorConvert } from './color';
export { detectTextEncoding } from './textfile';
export * from './games';
export type { CodeImage } from './generated/CodeImage';
export type { CodeRequest } from './generated/CodeRequest';
export type { ColorFormat } from './generated/ColorFormat';
export type { ColorInfo } from './generated/ColorInfo';
export type { ContactOptions } from './generated/ContactOptions';
export type { QrEcLevel } from './generated/QrEcLevel';
export type { Symbology } from './generated/Symbology';
export type { WifiOptions } from './generated/WifiOptions';
export type { WifiSecurity } from './generated/WifiSecurity';
export type { Anchor } from './generated/Anchor';
export type { ExportFormat } from './generated/ExportFormat';
export type { ExportOptions } from './generated/ExportOptions';
export type { IdPhotoReport } from './generated/IdPhotoReport';
export type { ImageFormat } from './generated/ImageFormat';
export type { ImageInfo } from './generated/ImageInfo';
export type { ImageLimits } from './generated/ImageLimits';
export type { Placement } from './generated/Placement';
export type { Rect } from './generated/Rect';
export type { Size } from './generated/Size';
export type { WatermarkLayout } from './generated/WatermarkLayout';
export type { IdPhotoResult, Progress } from './image';
export {
  drawMarks,
  encodeCanvas,
  hasMark,
  watermarkLayout,
  type WatermarkSpec,
} from './imageCanvas';

/** Text longer than this (in UTF-16 units) is converted off the main thread. */
export const WORKER_THRESHOLD = 200_000;

/** The largest text the text tools accept (10 MiB of characters). */
export const MAX_TEXT_LENGTH = 10 * 1024 * 1024;

let worker: WorkerClient | null = null;
function sharedWorker(): WorkerClient {
  worker ??= new WorkerClient();
  return worker;
}

export function caseConvert(text: string, mode: CaseMode, signal?: AbortSignal): Promise<string> {
  if (text.length > WORKER_THRESHOLD)
    return sharedWorker().call('caseConvert', [text, mode], signal);
  return direct.caseConvert(text, mode);
}

/**
 * Pinyin always runs in the worker: its lexicon (4 MB) is parsed there once, off the page's
 * thread, and a long text never blocks typing.
 */
export function pinyinConvert(
  text: string,
  options: PinyinOptions,
  signal?: AbortSignal,
): Promise<string> {
  return sharedWorker().call('pinyinConvert', [text, options], signal);
}

export function pinyinAnnotate(
  text: string,
  options: PinyinOptions,
  maxChars: number,
  signal?: AbortSignal,
): Promise<Annotated> {
  return sharedWorker().call('pinyinAnnotate', [text, options, maxChars], signal);
}

export function textDedup(
  input: string,
  options: DedupOptions,
  signal?: AbortSignal,
): Promise<DedupResult> {
  if (input.length > WORKER_THRESHOLD)
    return sharedWorker().call('textDedup', [input, options], signal);
  return text.textDedup(input, options);
}

export function textCount(input: string, signal?: AbortSignal): Promise<TextStats> {
  if (input.length > WORKER_THRESHOLD) return sharedWorker().call('textCount', [input], signal);
  return text.textCount(input);
}

export const {
  uuidParseQuantity,
  uuidGenerate,
  uuidNameBased,
  uuidSpecial,
  uuidDecode,
  xlsxSingleColumn,
  timestampToDateTime,
  dateTimeToTimestamp,
  describeMillis,
  timeZones,
} = direct;

/**
 * Simplified ↔ Traditional with OpenCC config `config`, always in the worker: building a
 * config's dictionaries takes a quarter of a second on a phone, which on this thread froze the
 * page as it started (and typing, at the first conversion). Pass `signal` only to stop a long
 * conversion: stopping ends the worker, and the next call builds the dictionaries again.
 */
export function chineseConvert(
  text: string,
  config: ChineseConfig,
  signal?: AbortSignal,
): Promise<string> {
  return sharedWorker().call('chineseConvert', [text, config], signal);
}

/** Downloads the OpenCC module into the worker and builds the dictionaries of `config`. */
export function chinesePrepare(config: ChineseConfig): Promise<void> {
  return sharedWorker().call('chinesePrepare', [config]);
}

/**
 * Evaluates a calculator expression in the worker: typical expressions take microseconds, but
 * a 1000-character one of huge powers or sines can take a few hundred milliseconds on a slow
 * phone, and the page must stay responsive while the user types.
 */
export function calcEvaluate(expr: string, angle: Angle): Promise<CalcResult> {
  return sharedWorker().call('calcEvaluate', [expr, angle]);
}

/**
 * A code of up to this many characters is drawn on the page's thread (a QR code of version 5
 * at most: a millisecond or two), with the module the page loads anyway for the Wi-Fi and
 * contact texts. The worker would first have to start, fetch its code and the module's glue
 * and compile the module again: on a phone, round trips and a compile before the page's first
 * code (the default one, the site's address), which is its largest paint.
 */
export const CODE_DIRECT_LIMIT = 64;

/**
 * A QR code or barcode as SVG: a longer content in the worker (a large QR code takes tens to
 * hundreds of milliseconds).
 */
export function codeSvg(request: CodeRequest, signal?: AbortSignal): Promise<CodeImage> {
  if (request.text.length <= CODE_DIRECT_LIMIT) return codes.codeSvg(request);
  return sharedWorker().call('codeSvg', [request], signal);
}

/** The same code as a PNG file's bytes. */
export function codePng(request: CodeRequest, signal?: AbortSignal): Promise<Uint8Array> {
  return sharedWorker().call('codePng', [request], signal);
}

export const { imageProbe, imageLimits, watermarkCentres, imageSetDpi, imageReadDpi } = image;
export const { imageProbeBlob, imageCheckSize } = image;

/*
 * Image work runs in its own worker, so that cancelling it never stops a text tool's call and
 * its memory (hundreds of MB after a 24-megapixel photo) can be given back when a tool closes.
 * Pixel buffers and bitmaps are transferred to it, not copied.
 */
let imageClient: WorkerClient | null = null;
function imageWorker(): WorkerClient {
  imageClient ??= new WorkerClient();
  return imageClient;
}

/** Stops the image worker and frees its memory (call when an image tool closes). */
export function releaseImageWorker() {
  imageClient?.dispose();
  imageClient = null;
}

interface RunOptions {
  signal?: AbortSignal;
  onProgress?: image.Progress;
}

/** Segments the photo in `source` (transferred: unusable afterwards) and puts it on `colour`. */
export function idPhotoProcess(
  source: ImageBitmap,
  colour: string,
  previewMax: number,
  { signal, onProgress }: RunOptions = {},
): Promise<image.IdPhotoResult> {
  return imageWorker().call('idPhotoProcess', [source, colour, previewMax], signal, {
    transfer: [source],
    onProgress,
  });
}

/** Recolours a result; `pixels` and `alpha` are transferred and come back in the answer. */
export function idPhotoRecolour(
  pixels: Uint8Array,
  alpha: Uint8Array,
  width: number,
  height: number,
  from: string,
  to: string,
  previewMax: number,
  signal?: AbortSignal,
) {
  return imageWorker().call(
    'idPhotoRecolour',
    [pixels, alpha, width, height, from, to, previewMax],
    signal,
    { transfer: [pixels.buffer as ArrayBuffer, alpha.buffer as ArrayBuffer] },
  );
}

/** Encodes RGBA pixels (transferred; they come back in the answer with the file's bytes). */
export function imageExport(
  pixels: Uint8Array,
  width: number,
  height: number,
  options: ExportOptionsType,
  signal?: AbortSignal,
) {
  return imageWorker().call('imageExport', [pixels, width, height, options], signal, {
    transfer: [pixels.buffer as ArrayBuffer],
  });
}

/** Draws the watermark on `source` at full size in the worker; returns the encoded file. */
export function watermarkRender(
  source: Blob,
  spec: WatermarkSpecType,
  logo: ImageBitmap | null,
  signal?: AbortSignal,
) {
  return imageWorker().call('watermarkRender', [source, spec, logo], signal);
}

/** Packs files into one .zip in the worker (the bytes are transferred). */
export function zipPack(entries: { name: string; bytes: Uint8Array }[], signal?: AbortSignal) {
  return imageWorker().call('zipPack', [entries], signal, {
    transfer: entries.map((e) => e.bytes.buffer as ArrayBuffer),
  });
}
export * from './time';
export type { ClockOffset } from './generated/ClockOffset';
export type { ClockSample } from './generated/ClockSample';
export type { ClockChange } from './generated/ClockChange';
export type { DstState } from './generated/DstState';
export type { Heading } from './generated/Heading';
export type { ZonePlace } from './generated/ZonePlace';
export type { ZoneTime } from './generated/ZoneTime';
export { phoneLookup } from './phone';
export type { PhoneInfo } from './generated/PhoneInfo';
export type { Carrier } from './generated/Carrier';
export type { Place } from './generated/Place';
export type { NumberKind } from './generated/NumberKind';
