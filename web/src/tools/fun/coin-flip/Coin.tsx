/** One coin: two faces back to back, turned about its vertical axis by CSS (3D). */
import type { CoinSide } from '../../../core';

interface Props {
  /** Total turn in degrees: a multiple of 360 shows heads, plus 180 tails. */
  angle: number;
  side: CoinSide | null;
  duration: number;
  label: string;
  headsText: string;
  tailsText: string;
}

export function Coin({ angle, side, duration, label, headsText, tailsText }: Props) {
  return (
    <div className="coin" role="img" aria-label={label} data-side={side ?? ''}>
      <div
        className="coin-inner"
        style={{ transform: `rotateY(${angle}deg)`, transitionDuration: `${duration}ms` }}
      >
        <div className="coin-face coin-heads" aria-hidden>
          <span className="coin-mark">1</span>
          <span className="coin-word">{headsText}</span>
        </div>
        <div className="coin-face coin-tails" aria-hidden>
          <span className="coin-mark">✿</span>
          <span className="coin-word">{tailsText}</span>
        </div>
      </div>
    </div>
  );
}

/** The smallest turn past `from` plus `turns` whole turns that shows `side`. */
export function landingAngle(from: number, side: CoinSide, turns: number): number {
  const target = side === 'heads' ? 0 : 180;
  const ahead = (((target - from) % 360) + 360) % 360;
  return from + turns * 360 + ahead;
}
