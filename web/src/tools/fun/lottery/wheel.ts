/**
 * The wheel as the page keeps it: prize names, their weights (a prize's chance and its share
 * of the wheel are its weight's share of the total), which slots are "no prize", and whether a
 * winner leaves the wheel. Saved on the device and in the page's URL as four short texts
 * (`prizes`, `weights`, `blank`, `remove`), each empty when it is the default, so a wheel left
 * as it came keeps a clean address. Texts from a URL are taken only when valid.
 */

/** Limits shared with the core (crates/core/src/games/lottery.rs). */
export const MIN_PRIZES = 2;
export const MAX_PRIZES = 12;
export const MAX_WEIGHT = 100;
export const MAX_NAME_CHARS = 20;
/** The spec's six slots: the sixth ("Thank you") is the no-prize slot of the default wheel. */
const DEFAULT_BLANK = 5;

export interface Prize {
  name: string;
  weight: number;
  /** A slot that wins nothing ("Thank you"): worded as such, and never taken off the wheel. */
  blank: boolean;
}

export interface Wheel {
  prizes: Prize[];
  /** Take a won prize off the wheel before the next spin. */
  remove: boolean;
}

/** The wheel's texts, as saved and as written in the URL ('' = the default). */
export interface WheelTexts {
  names: string;
  weights: string;
  blank: string;
  /** '1' when a winner leaves the wheel. */
  remove: string;
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Characters as a reader counts them (an emoji or a Chinese character is one). */
export function charCount(text: string): number {
  return segmenter ? Array.from(segmenter.segment(text)).length : Array.from(text).length;
}

/**
 * A name as the core leaves it after tidying (lotteryCheckPrize): not empty, no space at either
 * end, single spaces only, no control characters, at most 20 characters.
 */
export function isTidyName(name: string): boolean {
  return (
    name !== '' &&
    name.trim() === name &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f-\u009f]/.test(name) &&
    !/\s\s|[^\S ]/.test(name) &&
    charCount(name) <= MAX_NAME_CHARS
  );
}

// A newline can never be part of a tidied name: it separates them.
const SEP = '\n';

export function parseNames(text: string): string[] | null {
  if (text === '') return null;
  const names = text.split(SEP);
  return names.length >= MIN_PRIZES && names.length <= MAX_PRIZES && names.every(isTidyName)
    ? names
    : null;
}

export function parseWeights(text: string): number[] | null {
  if (text === '') return null;
  const parts = text.split(',');
  if (parts.length < MIN_PRIZES || parts.length > MAX_PRIZES) return null;
  const weights = parts.map((p) => (/^[1-9]\d{0,2}$/.test(p) ? Number(p) : NaN));
  return weights.every((w) => w >= 1 && w <= MAX_WEIGHT) ? weights : null;
}

/** 1-based slot numbers, or "none"; '' is the default (the sixth slot, when there is one). */
export function parseBlank(text: string): number[] | null {
  if (text === '') return null;
  if (text === 'none') return [];
  const parts = text.split(',');
  if (parts.length > MAX_PRIZES || !parts.every((p) => /^([1-9]|1[0-2])$/.test(p))) return null;
  const slots = parts.map((p) => Number(p) - 1);
  return new Set(slots).size === slots.length ? slots : null;
}

export const isNamesText = (v: unknown): v is string =>
  typeof v === 'string' && (v === '' || parseNames(v) !== null);
export const isWeightsText = (v: unknown): v is string =>
  typeof v === 'string' && (v === '' || parseWeights(v) !== null);
export const isBlankText = (v: unknown): v is string =>
  typeof v === 'string' && (v === '' || parseBlank(v) !== null);
export const isRemoveText = (v: unknown): v is string => v === '' || v === '1';

const defaultBlank = (count: number) => (count > DEFAULT_BLANK ? [DEFAULT_BLANK] : []);

/**
 * The wheel the texts describe; `defaults` are the default names in the current language.
 * Weights for another number of prizes are not these prizes' weights: all weigh 1 then.
 */
export function resolveWheel(texts: WheelTexts, defaults: string[]): Wheel {
  const names = parseNames(texts.names) ?? defaults;
  const parsed = parseWeights(texts.weights);
  const weights = parsed && parsed.length === names.length ? parsed : names.map(() => 1);
  const blank = new Set(parseBlank(texts.blank) ?? defaultBlank(names.length));
  return {
    prizes: names.map((name, i) => ({ name, weight: weights[i], blank: blank.has(i) })),
    remove: texts.remove === '1',
  };
}

/** The texts of a wheel, each '' where it is the default. */
export function wheelTexts(wheel: Wheel, defaults: string[]): WheelTexts {
  const names = wheel.prizes.map((p) => p.name);
  const weights = wheel.prizes.map((p) => p.weight);
  const blank = wheel.prizes.flatMap((p, i) => (p.blank ? [i] : []));
  const sameBlank = blank.join() === defaultBlank(names.length).join();
  return {
    names: names.join(SEP) === defaults.join(SEP) ? '' : names.join(SEP),
    weights: weights.every((w) => w === 1) ? '' : weights.join(','),
    blank: sameBlank ? '' : blank.length === 0 ? 'none' : blank.map((i) => i + 1).join(','),
    remove: wheel.remove ? '1' : '',
  };
}

/**
 * Where each sector starts and ends (degrees clockwise from the pointer at rest): its weight's
 * share of the wheel, as the core's `sector_bounds` computes it.
 */
export function sectorBounds(weights: readonly number[]): [number, number][] {
  const total = weights.reduce((a, b) => a + b, 0);
  let before = 0;
  return weights.map((w) => {
    const from = (before * 360) / total;
    before += w;
    return [from, (before * 360) / total];
  });
}

/** A prize's chance in percent, rounded for showing (0.5 % steps below 10 %). */
export function chancePercent(weight: number, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  const p = (100 * weight) / total;
  return p < 10 ? Math.round(p * 2) / 2 : Math.round(p);
}

/** Whether a weight typed in the form is usable: a whole number from 1 to 100. */
export function isWeight(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_WEIGHT;
}

/** The old saved format (six names, before weights): read once so no saved wheel is lost. */
export function legacyNames(storage: Pick<Storage, 'getItem'> | undefined): string {
  try {
    const raw = storage?.getItem('toolbox:lottery:prizes');
    const names: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(names) && names.every((n) => typeof n === 'string')) {
      const text = names.join(SEP);
      return parseNames(text) ? text : '';
    }
  } catch {
    // Unreadable: the default wheel.
  }
  return '';
}
