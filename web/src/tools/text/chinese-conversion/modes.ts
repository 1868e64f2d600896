/** The tool's choices (direction × regional standard) and the OpenCC config each one runs. */
import type { ChineseConfig } from '../../../core';

export const DIRECTIONS = ['toTraditional', 'toSimplified'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const VARIANTS = ['standard', 'tw', 'twp', 'hk'] as const;
export type Variant = (typeof VARIANTS)[number];

const CONFIGS: Record<Direction, Record<Variant, ChineseConfig>> = {
  toTraditional: { standard: 's2t', tw: 's2tw', twp: 's2twp', hk: 's2hk' },
  toSimplified: { standard: 't2s', tw: 'tw2s', twp: 'tw2sp', hk: 'hk2s' },
};

export function configOf(direction: Direction, variant: Variant): ChineseConfig {
  return CONFIGS[direction][variant];
}

export function flip(direction: Direction): Direction {
  return direction === 'toTraditional' ? 'toSimplified' : 'toTraditional';
}
