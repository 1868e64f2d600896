/**
 * Output sizes and backgrounds of the ID-photo tool, and the crop frame's geometry (where the
 * frame starts and how it stays on the photo while it is moved).
 */
import type { Rect } from '../../../core';

export type SizeId =
  | 'original'
  | 'inch1'
  | 'inch1small'
  | 'inch2'
  | 'inch2small'
  | 'passport'
  | 'visaOnline'
  | 'socialSecurity'
  | 'drivingLicence';

export interface PhotoSize {
  /** The file's size in pixels. */
  width: number;
  height: number;
  /** Written into the file: the pixels print at the `mm` size. */
  dpi: number;
  /** The printed size in millimetres, width × height; null for an upload-only size. */
  mm: [number, number] | null;
}

/** Print resolution of the 6-inch sheet (and of most sizes). */
export const DPI = 300;

/**
 * The common Chinese ID-photo sizes. Millimetres to pixels: mm / 25.4 × dpi, rounded.
 * - 1 inch 25 × 35 mm, small 1 inch 22 × 32 mm, 2 inch 35 × 49 mm, small 2 inch 35 × 45 mm:
 *   the sizes Chinese photo studios use (no national standard names them; the same figures in
 *   Baidu Baike "相片尺寸" and studio guides). 295 × 413, 260 × 378, 413 × 579, 413 × 531 px.
 * - Passport and paper visa photo 33 × 48 mm (390 × 567 px): National Immigration
 *   Administration's exit-entry photo standard as quoted by english.nanjing.gov.cn/crj/zpbz/,
 *   and the MFA office in Hong Kong for visas (www.fmcoprc.gov.hk/eng/fwxx/wgrqz/t1418248.htm:
 *   "Photo size: 48mm x 33mm").
 * - China visa online (COVA): an upload of 354 × 472 to 420 × 560 pixels, JPEG 40-120 KB
 *   (passportphotos.com/china; the COVA photo checker): the smallest accepted size, no print.
 * - Social-security card 358 × 441 px at 350 dpi = 26 × 32 mm: "社会保障卡制证用数字相片技术
 *   要求" (e.g. rsc.sdws.edu.cn/2019/0416/c253a1938/page.htm), the same as the resident ID
 *   card photo standard GA 461-2004.
 * - Driving licence: small 1 inch, 22 × 32 mm (the traffic police's "32mm × 22mm" photo).
 */
export const SIZES: Record<Exclude<SizeId, 'original'>, PhotoSize> = {
  inch1: { width: 295, height: 413, dpi: DPI, mm: [25, 35] },
  inch1small: { width: 260, height: 378, dpi: DPI, mm: [22, 32] },
  inch2: { width: 413, height: 579, dpi: DPI, mm: [35, 49] },
  inch2small: { width: 413, height: 531, dpi: DPI, mm: [35, 45] },
  passport: { width: 390, height: 567, dpi: DPI, mm: [33, 48] },
  visaOnline: { width: 354, height: 472, dpi: DPI, mm: null },
  socialSecurity: { width: 358, height: 441, dpi: 350, mm: [26, 32] },
  drivingLicence: { width: 260, height: 378, dpi: DPI, mm: [22, 32] },
};

export const SIZE_IDS: SizeId[] = [
  'original',
  'inch1',
  'inch1small',
  'inch2',
  'inch2small',
  'passport',
  'visaOnline',
  'socialSecurity',
  'drivingLicence',
];

/** Pixels of `mm` millimetres at `dpi`. */
export const mmToPixels = (mm: number, dpi = DPI) => Math.round((mm / 25.4) * dpi);

/**
 * The photo's size on the 6-inch print sheet (300 dpi): its printed size in pixels, or null
 * when it has no printed size.
 */
export function sheetPhotoSize(size: PhotoSize): { width: number; height: number } | null {
  return size.mm ? { width: mmToPixels(size.mm[0]), height: mmToPixels(size.mm[1]) } : null;
}

export type BackgroundId = 'white' | 'blue' | 'red' | 'custom';
export const BACKGROUND_IDS: BackgroundId[] = ['white', 'blue', 'red', 'custom'];

export const BACKGROUNDS: Record<Exclude<BackgroundId, 'custom'>, string> = {
  white: '#ffffff',
  blue: '#438edb',
  red: '#ff0000',
};

export function isHexColour(v: unknown): v is string {
  return typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);
}

/**
 * The frame for a `target` size on a `width × height` photo: as large as fits, times `zoom`
 * (0.3 to 1), centred on the person, with a little room above the head.
 */
export function initialFrame(
  width: number,
  height: number,
  target: { width: number; height: number },
  zoom: number,
  person: Rect | null,
): Rect {
  const aspect = target.width / target.height;
  const fullHeight = Math.min(height, width / aspect);
  const h = Math.max(1, Math.round(fullHeight * zoom));
  const w = Math.max(1, Math.min(width, Math.round(h * aspect)));
  const cx = person ? person.x + person.width / 2 : width / 2;
  const top = person ? person.y - 0.1 * h : (height - h) / 2;
  return clampFrame(
    { x: Math.round(cx - w / 2), y: Math.round(top), width: w, height: h },
    width,
    height,
  );
}

/** Keeps a frame inside the photo. */
export function clampFrame(frame: Rect, width: number, height: number): Rect {
  const w = Math.min(frame.width, width);
  const h = Math.min(frame.height, height);
  return {
    x: Math.round(Math.min(Math.max(0, frame.x), width - w)),
    y: Math.round(Math.min(Math.max(0, frame.y), height - h)),
    width: w,
    height: h,
  };
}

/** The same frame resized to `zoom` around its centre. */
export function zoomFrame(
  frame: Rect,
  width: number,
  height: number,
  target: { width: number; height: number },
  zoom: number,
): Rect {
  const aspect = target.width / target.height;
  const fullHeight = Math.min(height, width / aspect);
  const h = Math.max(1, Math.round(fullHeight * zoom));
  const w = Math.max(1, Math.min(width, Math.round(h * aspect)));
  const cx = frame.x + frame.width / 2;
  const cy = frame.y + frame.height / 2;
  return clampFrame({ x: cx - w / 2, y: cy - h / 2, width: w, height: h }, width, height);
}
