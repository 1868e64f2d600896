/**
 * Lottery wheel: six prizes named by the user (remembered), a fair spin chosen by the Rust
 * core from crypto.getRandomValues, an ease-out of a few seconds that stops inside the winning
 * sector, and the result announced (also to screen readers). With reduced motion the wheel
 * turns at once.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts), like the UUID
 * generator: on a phone antd's code, stylesheet and provider were most of this page's load.
 * "Prizes saved" is a notice in a polite live region under the form (antd's toast before).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleFilled } from '../../../app/icons';
import { lotterySpin, toToolError, type ToolError } from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';
import { usePersistentState } from '../../../shared/usePersistentState';
import { useReducedMotion } from '../../../shared/useReducedMotion';
import { PrizeForm } from './PrizeForm';
import { Wheel } from './Wheel';
import '../../../shared/lightControls.css';
import './lottery.css';

const NS = 'lottery';
const SLOTS = 6;
const SPIN_MS = 4500;

const isPrizes = (v: unknown): v is string[] | null =>
  v === null ||
  (Array.isArray(v) && v.length === SLOTS && v.every((p) => typeof p === 'string' && p !== ''));

export default function LotteryTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const reduced = useReducedMotion();
  // null: the default names, in the current language.
  const [saved, setSaved] = usePersistentState<string[] | null>(`${NS}:prizes`, null, isPrizes);
  const prizes = saved ?? (t('defaults', { returnObjects: true }) as string[]);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [winner, setWinner] = useState<number | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // "Prizes saved" shows until a name is typed, the wheel spins or the names are reset.
  const [savedNote, setSavedNote] = useState(false);
  const noteTimer = useRef<number | undefined>(undefined);
  // Reset shows the default names again even when they were the saved ones (typed, not saved).
  const [resets, setResets] = useState(0);
  const duration = reduced ? 0 : SPIN_MS;

  const startRef = useRef<HTMLButtonElement>(null);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(noteTimer.current);
    },
    [],
  );

  function hideNote() {
    window.clearTimeout(noteTimer.current);
    setSavedNote(false);
  }

  // Disabling the focused button drops the keyboard focus to the page: give it back.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !spinning && document.activeElement === document.body)
      startRef.current?.focus();
    wasBusy.current = spinning;
  }, [spinning]);

  async function spin() {
    if (spinning) return;
    setError(null);
    setWinner(null);
    hideNote();
    try {
      const result = await lotterySpin(SLOTS, rotation);
      setSpinning(true);
      setRotation(result.rotation);
      // A timer, not transitionend: that event never comes when the tab is hidden mid-spin.
      timer.current = window.setTimeout(() => {
        setSpinning(false);
        setWinner(result.sector);
      }, duration);
    } catch (e) {
      setError(toToolError(e));
    }
  }

  function save(names: string[]) {
    setSaved(names);
    setWinner(null);
    // Saved again while it shows: empty the live region a moment, so that it is said again.
    hideNote();
    if (savedNote) noteTimer.current = window.setTimeout(() => setSavedNote(true), 100);
    else setSavedNote(true);
  }

  return (
    <div className="lottery">
      <div className="lottery-play">
        <Wheel
          prizes={prizes}
          rotation={rotation}
          duration={duration}
          winner={winner}
          label={t('wheelLabel', { prizes: prizes.join(t('listSeparator')) })}
        />
        <button
          ref={startRef}
          type="button"
          className="button button-primary lottery-start"
          onClick={() => void spin()}
          disabled={spinning}
          data-testid="lottery-start"
        >
          {spinning ? t('spinning') : t('start')}
        </button>
        <div
          role="status"
          aria-live="polite"
          className="lottery-result"
          data-testid="lottery-result"
        >
          {error ? errorText(error) : winner !== null ? t('won', { prize: prizes[winner] }) : ''}
        </div>
      </div>
      <div className="lottery-prizes">
        <PrizeForm
          prizes={prizes}
          version={`${resets}\u0002${prizes.join('\u0001')}`}
          disabled={spinning}
          onSave={save}
          onEdit={hideNote}
          onReset={() => {
            setSaved(null);
            setWinner(null);
            setResets((n) => n + 1);
            hideNote();
          }}
        />
        {/* Always in the page, so that the notice appearing in it is announced. */}
        <div role="status" aria-live="polite" className="lottery-saved">
          {savedNote && (
            <div className="notice notice-success">
              <CheckCircleFilled className="notice-icon" aria-hidden />
              <span className="notice-text">{t('saved')}</span>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
