/** The code converter's choices, their defaults and the checks for remembered values. */
import type { QrEcLevel, Symbology } from '../../../core';

export const NS = 'code-converter';

export type Kind = 'qr' | 'barcode';
export type QrMode = 'text' | 'wifi' | 'contact';
export type LinearSymbology = Exclude<Symbology, 'qr'>;

export const KINDS: Kind[] = ['qr', 'barcode'];
export const QR_MODES: QrMode[] = ['text', 'wifi', 'contact'];
export const EC_LEVELS: QrEcLevel[] = ['L', 'M', 'Q', 'H'];
export const BARCODES: LinearSymbology[] = [
  'code128',
  'ean13',
  'ean8',
  'upcA',
  'code39',
  'itf14',
  'codabar',
];

/** A valid example per symbology, filled in until the user types their own content. */
export const SAMPLES: Record<LinearSymbology, string> = {
  code128: 'Handy-Toolbox-128',
  ean13: '690123456789',
  ean8: '9638507',
  upcA: '03600029145',
  code39: 'CODE-39',
  itf14: '1690123456789',
  codabar: 'A40156B',
};

/** The visual options, remembered together. */
export interface CodeStyle {
  ecLevel: QrEcLevel;
  size: number;
  margin: number;
  moduleWidth: number;
  barHeight: number;
  showText: boolean;
  foreground: string;
  background: string;
}

export const DEFAULT_STYLE: CodeStyle = {
  ecLevel: 'M',
  size: 512,
  margin: 4,
  moduleWidth: 2,
  barHeight: 100,
  showText: true,
  foreground: '#000000',
  background: '#FFFFFF',
};

/** Limits shown in the inputs (the core checks them again). */
export const LIMITS = {
  size: [64, 4000],
  margin: [0, 20],
  moduleWidth: [1, 10],
  barHeight: [10, 1000],
} as const;

const HEX = /^#[0-9A-Fa-f]{6}$/;

function inRange(value: unknown, [min, max]: readonly [number, number]): boolean {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

export function isCodeStyle(value: unknown): value is CodeStyle {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    EC_LEVELS.includes(v.ecLevel as QrEcLevel) &&
    inRange(v.size, LIMITS.size) &&
    inRange(v.margin, LIMITS.margin) &&
    inRange(v.moduleWidth, LIMITS.moduleWidth) &&
    inRange(v.barHeight, LIMITS.barHeight) &&
    typeof v.showText === 'boolean' &&
    typeof v.foreground === 'string' &&
    HEX.test(v.foreground) &&
    typeof v.background === 'string' &&
    HEX.test(v.background)
  );
}

/** A file name without characters that file systems refuse. */
export function safeFileName(name: string): string {
  // No spaces either: a name with spaces breaks in shells and some upload forms.
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, '_')
    .trim()
    .replace(/\s+/g, '-');
  return (cleaned || 'code').slice(0, 60);
}
