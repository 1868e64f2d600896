/**
 * Lottery wheel: six prizes named by the user (remembered), a fair spin chosen by the Rust
 * core from crypto.getRandomValues, an ease-out of a few seconds that stops inside the winning
 * sector, and the result announced (also to screen readers). With reduced motion the wheel
 * turns at once.
 */
import { Button, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lotterySpin, toToolError, type ToolError } from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';
import { usePersistentState } from '../../../shared/usePersistentState';
import { useReducedMotion } from '../../../shared/useReducedMotion';
import { PrizeForm } from './PrizeForm';
import { Wheel } from './Wheel';
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
  const [notice, noticeHolder] = message.useMessage();
  const duration = reduced ? 0 : SPIN_MS;

  const startRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);
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
    void notice.success(t('saved'));
  }

  return (
    <div className="lottery">
      {noticeHolder}
      <div className="lottery-play">
        <Wheel
          prizes={prizes}
          rotation={rotation}
          duration={duration}
          winner={winner}
          label={t('wheelLabel', { prizes: prizes.join(t('listSeparator')) })}
        />
        <Button
          ref={startRef}
          type="primary"
          size="large"
          onClick={() => void spin()}
          disabled={spinning}
          data-testid="lottery-start"
        >
          {spinning ? t('spinning') : t('start')}
        </Button>
        <div
          role="status"
          aria-live="polite"
          className="lottery-result"
          data-testid="lottery-result"
        >
          {error ? errorText(error) : winner !== null ? t('won', { prize: prizes[winner] }) : ''}
        </div>
      </div>
      <PrizeForm
        key={prizes.join('\u0001')}
        prizes={prizes}
        disabled={spinning}
        onSave={save}
        onReset={() => {
          setSaved(null);
          setWinner(null);
        }}
      />
    </div>
  );
}
