/**
 * A quiz game's page state around the core's rules (web/src/core/games.ts): the current state,
 * the last answer's outcome, and the best score, which is remembered in localStorage.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  quizAnswer,
  quizNew,
  quizNext,
  toToolError,
  type Outcome,
  type Question,
  type QuizConfig,
  type QuizState,
  type ToolError,
} from '../../core';
import { usePersistentState } from '../usePersistentState';

const isScore = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export interface Quiz {
  state: QuizState | null;
  /** The question on screen: still shown, with its answer marked, after it is answered. */
  question: Question | null;
  /** The outcome of the answer just given; null while the question is open. */
  outcome: Outcome | null;
  /** The item the player picked for the current question. */
  chosen: number | null;
  best: number;
  /** Whether the finished game beat the best score stored before it. */
  newBest: boolean;
  error: ToolError | null;
  start: () => void;
  choose: (item: number) => void;
  next: () => void;
}

export function useQuiz(config: QuizConfig, bestKey: string): Quiz {
  const [state, setState] = useState<QuizState | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [best, setBest] = usePersistentState(bestKey, 0, isScore);
  const [newBest, setNewBest] = useState(false);
  // One move at a time: a double click must not answer twice or skip a question.
  const busy = useRef(false);
  const { pool, choices, rounds, lives } = config;

  const run = useCallback(async (move: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await move();
      setError(null);
    } catch (e) {
      setError(toToolError(e));
    } finally {
      busy.current = false;
    }
  }, []);

  const begin = useCallback((fresh: QuizState) => {
    setState(fresh);
    setQuestion(fresh.current);
    setOutcome(null);
    setChosen(null);
    setNewBest(false);
  }, []);

  const start = useCallback(() => {
    void run(async () => begin(await quizNew({ pool, choices, rounds, lives })));
  }, [run, begin, pool, choices, rounds, lives]);

  const choose = (item: number) => {
    if (!state?.current || outcome) return;
    void run(async () => {
      const answered = await quizAnswer(state, item);
      setState(answered.state);
      setOutcome(answered.outcome);
      setChosen(item);
      if (answered.state.over && answered.state.score > best) {
        setBest(answered.state.score);
        setNewBest(true);
      }
    });
  };

  const next = () => {
    if (!state || state.over || !outcome) return;
    void run(async () => {
      const asked = await quizNext(state);
      setState(asked);
      setQuestion(asked.current);
      setOutcome(null);
      setChosen(null);
    });
  };

  // The first game starts with the page.
  useEffect(() => {
    let stale = false;
    quizNew({ pool, choices, rounds, lives }).then(
      (fresh) => !stale && begin(fresh),
      (e: unknown) => !stale && setError(toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [begin, pool, choices, rounds, lives]);

  return { state, question, outcome, chosen, best, newBest, error, start, choose, next };
}
