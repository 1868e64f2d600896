/**
 * The prize wheel: equal sectors clockwise from the pointer at the top (sector i covers
 * i × 360°/n to (i + 1) × 360°/n), turned by CSS to `rotation` degrees with an ease-out.
 */
import { layoutLabel } from './wheelLabel';

// Light fills so that dark text reads on every one of them (contrast above 7:1).
const FILLS = ['#ffa39e', '#ffd591', '#fffb8f', '#b7eb8f', '#91caff', '#d3adf7'];
const R = 96;

function point(deg: number, r: number) {
  const rad = (deg * Math.PI) / 180;
  return `${(r * Math.sin(rad)).toFixed(3)} ${(-r * Math.cos(rad)).toFixed(3)}`;
}

// Chinese (and Japanese, Korean) names are set in columns along the radius with upright
// characters, as printed wheels do; Latin names run along the radius, turned so that the left
// half of the wheel at rest does not read upside down.
const CJK = /[\u2e80-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]/;
const RIM = 88;

function SectorLabel({ prize, centre }: { prize: string; centre: number }) {
  const { lines, fontSize } = layoutLabel(prize);
  const step = fontSize * 1.15;
  const offset = (k: number) => (k - (lines.length - 1) / 2) * step;
  if (CJK.test(prize)) {
    return (
      <g transform={`rotate(${centre})`}>
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
  const flip = centre > 180;
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
  prizes: string[];
  rotation: number;
  /** Length of the spin animation in ms (0 when motion is reduced). */
  duration: number;
  /** The sector to highlight once the wheel has stopped. */
  winner: number | null;
  label: string;
}

export function Wheel({ prizes, rotation, duration, winner, label }: Props) {
  const n = prizes.length;
  const width = 360 / n;
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
            const from = i * width;
            const centre = from + width / 2;
            return (
              <g key={i} className={winner === i ? 'wheel-sector is-winner' : 'wheel-sector'}>
                <path
                  d={`M0 0 L${point(from, R)} A${R} ${R} 0 0 1 ${point(from + width, R)} Z`}
                  fill={FILLS[i % FILLS.length]}
                  data-sector={i}
                  data-prize={prize}
                />
                <SectorLabel prize={prize} centre={centre} />
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
