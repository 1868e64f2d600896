/**
 * The prize wheel: sectors clockwise from the pointer at the top, each as wide as its weight's
 * share of the total (the same geometry as the core's spin), turned by CSS to `rotation`
 * degrees with an ease-out. No-prize slots are grey.
 */
import { sectorBounds, type Prize } from './wheel';
import { LINE_STEP, RIM, flipLabel, layoutLabel, textWidthEm } from './wheelLabel';

// Light fills so that dark text reads on every one of them (contrast above 7:1).
const FILLS = ['#ffa39e', '#ffd591', '#fffb8f', '#b7eb8f', '#91caff', '#d3adf7'];
const BLANK_FILL = '#e8e8e8';
const R = 96;

/** Neighbours never share a colour, also across the first and last sector. */
function fillOf(i: number, n: number): string {
  const k = i % FILLS.length;
  return n > 1 && i === n - 1 && k === 0 ? FILLS[2] : FILLS[k];
}

function point(deg: number, r: number) {
  const rad = (deg * Math.PI) / 180;
  return `${(r * Math.sin(rad)).toFixed(3)} ${(-r * Math.cos(rad)).toFixed(3)}`;
}

function sectorPath(from: number, to: number): string {
  if (to - from >= 359.999) return `M0 ${-R} A${R} ${R} 0 1 1 0 ${R} A${R} ${R} 0 1 1 0 ${-R} Z`;
  const large = to - from > 180 ? 1 : 0;
  return `M0 0 L${point(from, R)} A${R} ${R} 0 ${large} 1 ${point(to, R)} Z`;
}

// Chinese (and Japanese, Korean) names are set in columns along the radius with upright
// characters, as printed wheels do; Latin names run along the radius.
const CJK = /[\u2e80-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]/;

function SectorLabel({
  prize,
  centre,
  width,
  rotation,
}: {
  prize: string;
  centre: number;
  width: number;
  rotation: number;
}) {
  const { lines, fontSize } = layoutLabel(prize, width);
  if (lines.length === 0) return null;
  const step = fontSize * LINE_STEP;
  const offset = (k: number) => (k - (lines.length - 1) / 2) * step;
  const cjk = CJK.test(prize);
  const flip = flipLabel(centre, rotation, cjk);
  if (cjk) {
    // Half a turn about the column's middle keeps it where it is, the right way up.
    const length = Math.max(...lines.map(textWidthEm)) * fontSize;
    const middle = RIM - length / 2;
    return (
      <g transform={`rotate(${centre})${flip ? ` rotate(180 0 ${-middle})` : ''}`}>
        <text fontSize={fontSize} className="wheel-label" writingMode="vertical-rl" aria-hidden>
          {lines.map((line, k) => (
            // vertical-rl: the first column on the right.
            <tspan key={k} x={-offset(k)} y={-RIM} dominantBaseline="central">
              {line}
            </tspan>
          ))}
        </text>
      </g>
    );
  }
  return (
    <g transform={`rotate(${centre}) rotate(${flip ? 90 : -90})`}>
      <text
        fontSize={fontSize}
        textAnchor={flip ? 'start' : 'end'}
        className="wheel-label"
        aria-hidden
      >
        {lines.map((line, k) => (
          <tspan key={k} x={flip ? -RIM : RIM} y={offset(k)} dominantBaseline="central">
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

interface Props {
  prizes: Prize[];
  rotation: number;
  /** Length of the spin animation in ms (0 when motion is reduced). */
  duration: number;
  /** The sector to highlight once the wheel has stopped. */
  winner: number | null;
  label: string;
}

export function Wheel({ prizes, rotation, duration, winner, label }: Props) {
  const bounds = sectorBounds(prizes.map((p) => p.weight));
  return (
    <div className="wheel-wrap">
      {/* Round and clipping: the turned square's corners neither widen the page on a phone nor
          cover the Start button and the form beside it. */}
      <div className="wheel-disc">
        <svg
          className="wheel"
          viewBox="-100 -100 200 200"
          role="img"
          aria-label={label}
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transitionDuration: `${duration}ms`,
          }}
        >
          <circle r={99} className="wheel-rim" />
          {prizes.map((prize, i) => {
            const [from, to] = bounds[i];
            return (
              <g key={i} className={winner === i ? 'wheel-sector is-winner' : 'wheel-sector'}>
                <path
                  d={sectorPath(from, to)}
                  fill={prize.blank ? BLANK_FILL : fillOf(i, prizes.length)}
                  data-sector={i}
                  data-prize={prize.name}
                />
                <SectorLabel
                  prize={prize.name}
                  centre={(from + to) / 2}
                  width={to - from}
                  rotation={rotation}
                />
              </g>
            );
          })}
          <circle r={14} className="wheel-hub" />
        </svg>
      </div>
      <div className="wheel-pointer" aria-hidden />
    </div>
  );
}
