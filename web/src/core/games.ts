/**
 * The fun section's games (wasm module `base`): fair random choices from the browser's
 * cryptographic source, quiz rounds and scoring, the lottery wheel, the coin tally.
 */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { Answered } from './generated/Answered';
import type { CoinSide } from './generated/CoinSide';
import type { CoinStats } from './generated/CoinStats';
import type { QuizConfig } from './generated/QuizConfig';
import type { QuizState } from './generated/QuizState';
import type { Spin } from './generated/Spin';

export type { Answered } from './generated/Answered';
export type { CoinSide } from './generated/CoinSide';
export type { CoinStats } from './generated/CoinStats';
export type { Outcome } from './generated/Outcome';
export type { Question } from './generated/Question';
export type { QuizConfig } from './generated/QuizConfig';
export type { QuizState } from './generated/QuizState';
export type { Spin } from './generated/Spin';

async function call<T>(run: (m: Awaited<ReturnType<typeof base>>) => unknown): Promise<T> {
  const m = await base();
  try {
    return run(m) as T;
  } catch (error) {
    throw toToolError(error);
  }
}

function base() {
  return loadModule('base');
}

/** The prize name as the wheel shows it; throws `lottery.prize_empty` / `prize_too_long`. */
export function lotteryCheckPrize(name: string): Promise<string> {
  return call((m) => m.lotteryCheckPrize(name));
}

/**
 * Which prize wins (chance and sector size: its weight's share of the total), and the wheel's
 * new rotation (degrees) that stops inside its sector.
 */
export function lotterySpin(weights: readonly number[], current: number): Promise<Spin> {
  return call((m) => m.lotterySpin(Uint32Array.from(weights), current));
}

export function quizNew(config: QuizConfig): Promise<QuizState> {
  return call((m) => m.quizNew(config));
}

export function quizNext(state: QuizState): Promise<QuizState> {
  return call((m) => m.quizNext(state));
}

export function quizAnswer(state: QuizState, choice: number): Promise<Answered> {
  return call((m) => m.quizAnswer(state, choice));
}

export function coinFlip(count: number): Promise<CoinSide[]> {
  return call((m) => m.coinFlip(count));
}

/** Adds `flips` to a tally (`null` starts one); an inconsistent stored tally starts afresh. */
export function coinRecord(stats: CoinStats | null, flips: CoinSide[]): Promise<CoinStats> {
  return call((m) => m.coinRecord(stats, flips));
}
