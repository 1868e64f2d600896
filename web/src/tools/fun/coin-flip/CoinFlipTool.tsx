/**
 * Coin flip: one to ten coins at once, each side from one random bit of crypto.getRandomValues
 * (Rust core), a 3D turn of about a second (none with reduced motion), the result announced,
 * and a remembered tally: counts, current and longest runs, the last 30 flips.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts), like the UUID
 * generator: on a phone antd's code, stylesheet and provider were most of this page's load.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coinFlip,
  coinRecord,
  toToolError,
  type CoinSide,
  type CoinStats,
  type ToolError,
} from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';
import { usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { useReducedMotion } from '../../../shared/useReducedMotion';
import { Coin, landingAngle } from './Coin';
import { landedMany } from './landed';
import { Stats } from './Stats';
import '../../../shared/lightControls.css';
import './coin-flip.css';

const NS = 'coin-flip';
const MAX_COINS = 10;
const FLIP_MS = 1200;
const TURNS = 4;
const EMPTY: CoinStats = {
  heads: 0,
  tails: 0,
  streakSide: null,
  streak: 0,
  longestHeads: 0,
  longestTails: 0,
  history: [],
};

const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_COINS;
const isSide = (v: unknown): v is CoinSide => v === 'heads' || v === 'tails';
const isCounter = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
/** The shape only: the core checks that the numbers add up when it records the next flip. */
const isStats = (v: unknown): v is CoinStats => {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return (
    ['heads', 'tails', 'streak', 'longestHeads', 'longestTails'].every((k) => isCounter(s[k])) &&
    (s.streakSide === null || isSide(s.streakSide)) &&
    Array.isArray(s.history) &&
    s.history.every(isSide)
  );
};

export default function CoinFlipTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const reduced = useReducedMotion();
  // In the URL too (#coins=3), so a link opens the same number of coins.
  const [count, setCount] = useUrlState(
    'coins',
    usePersistentState(`${NS}:count`, 1, isCount),
    isCount,
    1,
  );
  const [stats, setStats] = usePersistentState<CoinStats>(`${NS}:stats`, EMPTY, isStats);
  const [angles, setAngles] = useState<number[]>([]);
  const [sides, setSides] = useState<CoinSide[]>([]);
  const [flipping, setFlipping] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [error, setError] = useState<ToolError | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const duration = reduced ? 0 : FLIP_MS;

  const flipRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Disabling the focused button drops the keyboard focus to the page: give it back.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !flipping && document.activeElement === document.body)
      flipRef.current?.focus();
    wasBusy.current = flipping;
  }, [flipping]);

  async function flip() {
    if (flipping) return;
    setError(null);
    setAnnounce('');
    try {
      const result = await coinFlip(count);
      setSides(result);
      setAngles(result.map((side, i) => landingAngle(angles[i] ?? 0, side, TURNS)));
      setFlipping(true);
      timer.current = window.setTimeout(() => {
        void (async () => {
          try {
            setStats(await coinRecord(stats, result));
          } catch (e) {
            setError(toToolError(e));
          }
          setFlipping(false);
          const heads = result.filter((s) => s === 'heads').length;
          setAnnounce(
            result.length === 1
              ? t(`landed.${result[0]}`)
              : landedMany(t, heads, result.length - heads),
          );
        })();
      }, duration);
    } catch (e) {
      setError(toToolError(e));
    }
  }

  const shown = Array.from({ length: count }, (_, i) => i);
  return (
    <div className="coin-flip">
      <div className="coin-bar">
        <label htmlFor="coin-count">{t('coins')}</label>
        <select
          id="coin-count"
          className="light-select coin-count"
          value={count}
          disabled={flipping}
          onChange={(e) => {
            setCount(Number(e.target.value));
            setSides([]);
            setAngles([]);
          }}
        >
          {Array.from({ length: MAX_COINS }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
        <button
          ref={flipRef}
          type="button"
          className="button button-primary coin-flip-go"
          onClick={() => void flip()}
          disabled={flipping}
        >
          {flipping ? t('flipping') : count === 1 ? t('flipOne') : t('flipMany', { count })}
        </button>
      </div>

      <div className="coin-row" data-testid="coins">
        {shown.map((i) => (
          <Coin
            key={i}
            angle={angles[i] ?? 0}
            side={flipping ? null : (sides[i] ?? null)}
            duration={duration}
            label={
              sides[i] && !flipping
                ? t('coinLabel', { n: i + 1, side: t(sides[i]) })
                : t('coinLabelUnflipped', { n: i + 1 })
            }
            headsText={t('heads')}
            tailsText={t('tails')}
          />
        ))}
      </div>

      <div role="status" aria-live="polite" className="coin-result" data-testid="coin-result">
        {error ? errorText(error) : announce}
      </div>

      <Stats
        stats={stats}
        busy={flipping}
        onReset={() => {
          setStats(EMPTY);
          setAnnounce('');
        }}
      />
    </div>
  );
}
