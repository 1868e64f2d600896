import type { ColorFormat } from '../../../core';

export const NS = 'color-tool';
export const FORMATS: ColorFormat[] = ['hex', 'rgb', 'hsb', 'hsl', 'cmyk'];
export const DEFAULT_HEX = '#1677FF';
/** How many recent colours are kept. */
export const MAX_RECENT = 12;

/** `#RRGGBB`, or `#RRGGBBAA` for a colour that is not opaque. */
const HEX = /^#[0-9A-F]{6}([0-9A-F]{2})?$/;
export const isHex = (v: unknown): v is string => typeof v === 'string' && HEX.test(v);
/** A hex colour in a link, in either case (it is normalised once converted). */
export const isHexAnyCase = (v: unknown): v is string =>
  typeof v === 'string' && HEX.test(v.toUpperCase());
export const isHexList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= MAX_RECENT && v.every(isHex);

/** WCAG 2 ratios are never rounded up: 4.499 must not read as passing 4.5. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}
