/**
 * The board of a multiple-choice quiz: score, round, lives and streak; the prompt; four
 * options; feedback announced to screen readers; the game-over panel with the best score.
 * Keyboard: Tab and Enter, or the keys 1 to 4 to answer and Enter to go on.
 */
import {
  CheckCircleFilled,
  CloseCircleFilled,
  HeartFilled,
  HeartOutlined,
} from '@ant-design/icons';
import { Alert, Button, Flex, Result, Tag } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../useErrorText';
import type { Quiz } from './useQuiz';
import './quiz.css';

interface Props {
  /** The tool's i18n namespace; it holds the `quiz.*` strings. */
  ns: string;
  quiz: Quiz;
  /** What is asked about item `answer` (a flag, a currency). */
  prompt: (answer: number) => ReactNode;
  /** An option's text (also what the feedback names as the right answer). */
  label: (item: number) => string;
}

export function QuizBoard({ ns, quiz, prompt, label }: Props) {
  const { t } = useTranslation(ns);
  const errorText = useErrorText(ns);
  const { state, question, outcome, chosen, best, newBest, error } = quiz;
  const nextRef = useRef<HTMLButtonElement>(null);
  const promptRef = useRef<HTMLDivElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const answered = outcome !== null;

  // Keep the keyboard where the next move is: Next after an answer, the prompt after Next.
  useEffect(() => {
    if (state?.over) restartRef.current?.focus();
    else if (answered) nextRef.current?.focus();
  }, [answered, state?.over]);
  useEffect(() => {
    if (question && !answered && document.activeElement === document.body)
      promptRef.current?.focus();
  }, [question, answered]);

  // Number keys answer (1 for the first option ...), unless the user is typing somewhere.
  const options = question?.options;
  const { choose } = quiz;
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.altKey || e.ctrlKey || e.metaKey || !options || answered) return;
      // Only fields that take text: on a radio button (the currency game's question type)
      // a number key means nothing else, so it still answers.
      const typing =
        'input:not([type=radio]):not([type=checkbox]), textarea, select, [contenteditable]';
      if ((e.target as HTMLElement | null)?.closest(typing)) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= options.length) {
        e.preventDefault();
        choose(options[n - 1]);
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [options, answered, choose]);

  if (error && !state) return <Alert type="error" showIcon title={errorText(error)} />;
  if (!state) return null;
  const { config } = state;

  return (
    <Flex vertical gap={16} className="quiz">
      <Flex wrap gap="8px 20px" className="quiz-status" data-testid="quiz-status">
        <span data-testid="quiz-score">{t('quiz.score', { score: state.score })}</span>
        <span data-testid="quiz-round">
          {t('quiz.round', { round: state.round, rounds: config.rounds })}
        </span>
        <span
          data-testid="quiz-lives"
          role="img"
          aria-label={t('quiz.lives', { lives: state.lives, max: config.lives })}
          className="quiz-lives"
        >
          {Array.from({ length: config.lives }, (_, i) =>
            i < state.lives ? <HeartFilled key={i} /> : <HeartOutlined key={i} />,
          )}
        </span>
        <span data-testid="quiz-streak">{t('quiz.streak', { streak: state.streak })}</span>
        <span data-testid="quiz-best">{t('quiz.best', { best })}</span>
      </Flex>

      {error && <Alert type="error" showIcon title={errorText(error)} />}

      {state.over ? (
        <Result
          status={newBest ? 'success' : 'info'}
          title={t('quiz.gameOver')}
          subTitle={
            <span data-testid="quiz-final">
              {t('quiz.final', { score: state.score, correct: state.correct, rounds: state.round })}{' '}
              {newBest ? t('quiz.newBest') : t('quiz.bestSoFar', { best })}
            </span>
          }
          extra={
            <Button type="primary" ref={restartRef} onClick={quiz.start}>
              {t('quiz.restart')}
            </Button>
          }
        />
      ) : (
        question && (
          <>
            <div className="quiz-prompt" ref={promptRef} tabIndex={-1}>
              {prompt(question.answer)}
            </div>
            <div className="quiz-options" role="group" aria-label={t('quiz.options')}>
              {question.options.map((item, i) => {
                const right = answered && item === outcome.answer;
                const wrong = answered && item === chosen && !outcome.correct;
                return (
                  <Button
                    key={item}
                    size="large"
                    className={`quiz-option${right ? ' is-right' : ''}${wrong ? ' is-wrong' : ''}`}
                    aria-disabled={answered}
                    onClick={() => quiz.choose(item)}
                    icon={
                      right ? (
                        <CheckCircleFilled aria-hidden />
                      ) : wrong ? (
                        <CloseCircleFilled aria-hidden />
                      ) : undefined
                    }
                  >
                    <Tag className="quiz-key" aria-hidden>
                      {i + 1}
                    </Tag>
                    <span className="quiz-option-text">{label(item)}</span>
                  </Button>
                );
              })}
            </div>
          </>
        )
      )}

      {/* Always in the page, so that screen readers announce each new text in it. */}
      <div role="status" aria-live="polite" className="quiz-feedback" data-testid="quiz-feedback">
        {outcome &&
          (outcome.correct
            ? t('quiz.right', { points: outcome.points })
            : t('quiz.wrong', { answer: label(outcome.answer) }))}
        {/* The panel above shows the final score; this copy is for screen readers only. */}
        {state.over && (
          <span className="visually-hidden">
            {` ${t('quiz.final', { score: state.score, correct: state.correct, rounds: state.round })}`}
          </span>
        )}
      </div>

      {answered && !state.over && (
        <Button type="primary" ref={nextRef} onClick={quiz.next} className="quiz-next">
          {t('quiz.next')}
        </Button>
      )}
      <p className="quiz-hint">{t('quiz.keys')}</p>
    </Flex>
  );
}
