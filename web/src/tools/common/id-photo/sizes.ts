/**
 * Output sizes and backgrounds of the ID-photo tool, and the crop frame's geometry (where the
 * frame starts and how it stays on the photo while it is moved).
 */
import type { Rect } from '../../../core';

export type SizeId = 'original' | 'inch1' | 'inch2small' | 'inch2';

/** Standard Chinese ID-photo sizes at 300 dpi. */
export const SIZES: Record<Exclude<SizeId, 'original'>, { width: number; height: number }> = {
  inch1: { width: 295, height: 413 },
  inch2small: { width: 413, height: 531 },
  inch2: { width: 413, height: 579 },
};

export const SIZE_IDS: SizeId[] = ['original', 'inch1', 'inch2small', 'inch2'];

export const DPI = 300;

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
