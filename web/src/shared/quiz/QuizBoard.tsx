/**
 * The board of a multiple-choice quiz: score, round, lives and streak; the prompt; four
 * options; feedback announced to screen readers; the game-over panel with the best score.
 * Keyboard: Tab and Enter, or the keys 1 to 4 to answer and Enter to go on.
 *
 * Plain HTML and our CSS, no antd: the quiz pages set `antd: false` (README, "Tools without antd").
 */
import heartFilledSvg from '@ant-design/icons-svg/inline-svg/filled/heart.svg?raw';
import heartSvg from '@ant-design/icons-svg/inline-svg/outlined/heart.svg?raw';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '../../app/icons';
import { ErrorNotice } from '../ErrorNotice';
import { lightIcon } from '../lightIcon';
import { useErrorText } from '../useErrorText';
import type { Quiz } from './useQuiz';
import '../lightControls.css';
import './quiz.css';

const HeartFilled = lightIcon(heartFilledSvg, 'HeartFilled');
const HeartOutlined = lightIcon(heartSvg, 'HeartOutlined');

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

  if (error && !state) return <ErrorNotice text={errorText(error)} />;
  if (!state) return null;
  const { config } = state;

  return (
    <div className="quiz">
      <div className="quiz-status" data-testid="quiz-status">
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
      </div>

      {error && <ErrorNotice text={errorText(error)} />}

      {state.over ? (
        <div className={`quiz-over${newBest ? ' is-best' : ''}`}>
          {newBest ? (
            <CheckCircleFilled className="quiz-over-icon" aria-hidden />
          ) : (
            <InfoCircleFilled className="quiz-over-icon" aria-hidden />
          )}
          <p className="quiz-over-title">{t('quiz.gameOver')}</p>
          <p className="quiz-over-text" data-testid="quiz-final">
            {t('quiz.final', { score: state.score, correct: state.correct, rounds: state.round })}{' '}
            {newBest ? t('quiz.newBest') : t('quiz.bestSoFar', { best })}
          </p>
          <button
            type="button"
            className="button button-primary quiz-restart"
            ref={restartRef}
            onClick={quiz.start}
          >
            {t('quiz.restart')}
          </button>
        </div>
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
                  <button
                    key={item}
                    type="button"
                    className={`button quiz-option${right ? ' is-right' : ''}${wrong ? ' is-wrong' : ''}`}
                    aria-disabled={answered}
                    onClick={() => quiz.choose(item)}
                  >
                    {right ? (
                      <CheckCircleFilled aria-hidden />
                    ) : wrong ? (
                      <CloseCircleFilled aria-hidden />
                    ) : null}
                    <span className="quiz-key" aria-hidden>
                      {i + 1}
                    </span>
                    <span className="quiz-option-text">{label(item)}</span>
                  </button>
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
        <button
          type="button"
          className="button button-primary quiz-next"
          ref={nextRef}
          onClick={quiz.next}
        >
          {t('quiz.next')}
        </button>
      )}
      <p className="quiz-hint">{t('quiz.keys')}</p>
    </div>
  );
}
