/**
 * Lottery wheel: the spec's six prizes by default, or 2 to 12 named by the user, each with a
 * weight (its chance, and its sector's share of the wheel) and optionally a no-prize slot
 * ("Thank you", worded as no prize when it comes up); remembered on the device and in the
 * page's URL. The core picks the winner from crypto.getRandomValues and the rotation that
 * stops inside its sector; an ease-out of a few seconds, and the result announced (also to
 * screen readers). With "remove the winner" a won prize leaves the wheel before the next spin,
 * until the prizes are put back. With reduced motion the wheel turns at once.
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
import { useReducedMotion } from '../../../shared/useReducedMotion';
import { PrizeForm } from './PrizeForm';
import { useWheel } from './useWheel';
import { Wheel } from './Wheel';
import type { Wheel as WheelSpec } from './wheel';
import '../../../shared/lightControls.css';
import './lottery.css';

const NS = 'lottery';
const SPIN_MS = 4500;

export default function LotteryTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const reduced = useReducedMotion();
  const defaults = t('defaults', { returnObjects: true }) as string[];
  const { wheel, texts, save: saveWheel, reset: resetWheel } = useWheel(defaults);
  const wheelKey = [texts.names, texts.weights, texts.blank, texts.remove].join('\u0001');
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  // The last winner (an index into wheel.prizes) and the prizes taken off the wheel, for
  // this wheel only: a saved, reset or linked wheel starts afresh.
  const [drawn, setDrawn] = useState({
    key: wheelKey,
    winner: null as number | null,
    removed: [] as number[],
  });
  const current = drawn.key === wheelKey ? drawn : { key: wheelKey, winner: null, removed: [] };
  const winner = current.winner;
  /** Taken off before the next spin: the last winner, when it won something. */
  const leaving =
    wheel.remove &&
    winner !== null &&
    !wheel.prizes[winner].blank &&
    !current.removed.includes(winner)
      ? [...current.removed, winner]
      : current.removed;
  const onWheel = wheel.prizes.flatMap((_, i) => (current.removed.includes(i) ? [] : [i]));
  const nextWheel = wheel.prizes.flatMap((_, i) => (leaving.includes(i) ? [] : [i]));
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
    if (spinning || nextWheel.length === 0) return;
    setError(null);
    hideNote();
    const rest = nextWheel;
    setDrawn({ key: wheelKey, winner: null, removed: leaving });
    try {
      const result = await lotterySpin(
        rest.map((i) => wheel.prizes[i].weight),
        rotation,
      );
      setSpinning(true);
      setRotation(result.rotation);
      // A timer, not transitionend: that event never comes when the tab is hidden mid-spin.
      timer.current = window.setTimeout(() => {
        setSpinning(false);
        setDrawn({ key: wheelKey, winner: rest[result.sector], removed: leaving });
      }, duration);
    } catch (e) {
      setError(toToolError(e));
    }
  }

  function save(next: WheelSpec) {
    saveWheel(next);
    // Saved again while it shows: empty the live region a moment, so that it is said again.
    hideNote();
    if (savedNote) noteTimer.current = window.setTimeout(() => setSavedNote(true), 100);
    else setSavedNote(true);
  }

  function putBack() {
    setDrawn({ key: wheelKey, winner: null, removed: [] });
  }

  const shown = onWheel.map((i) => wheel.prizes[i]);
  const won = winner !== null ? wheel.prizes[winner] : null;
  const names = (list: number[]) => list.map((i) => wheel.prizes[i].name).join(t('listSeparator'));
  const drawnList = spinning ? current.removed : leaving;

  return (
    <div className="lottery">
      <div className="lottery-play">
        <Wheel
          prizes={shown}
          rotation={rotation}
          duration={duration}
          winner={winner === null ? null : onWheel.indexOf(winner)}
          label={t('wheelLabel', { count: shown.length, prizes: names(onWheel) })}
        />
        <button
          ref={startRef}
          type="button"
          className="button button-primary lottery-start"
          onClick={() => void spin()}
          disabled={spinning || nextWheel.length === 0}
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
          {error
            ? errorText(error)
            : won
              ? t(won.blank ? 'noPrize' : 'won', { prize: won.name })
              : ''}
        </div>
        {wheel.remove && drawnList.length > 0 && (
          <div className="lottery-drawn" data-testid="lottery-drawn">
            <p>
              {nextWheel.length === 0 && !spinning
                ? t('allDrawn', { prizes: names(drawnList) })
                : t('drawn', { prizes: names(drawnList) })}
            </p>
            <button type="button" className="button" disabled={spinning} onClick={putBack}>
              {t('putBack')}
            </button>
          </div>
        )}
      </div>
      <div className="lottery-prizes">
        <PrizeForm
          wheel={wheel}
          version={`${resets}\u0002${wheelKey}\u0002${defaults.join('\u0001')}`}
          disabled={spinning}
          onSave={save}
          onEdit={hideNote}
          onReset={() => {
            resetWheel();
            putBack();
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
