/** The compass rose, turned so that its north points north; the red mark is where the device points. */
import { useState } from 'react';
import { dialLetters, unwrapRotation } from './dial';

const TICKS = Array.from({ length: 72 }, (_, i) => i * 5);

export function Dial({ heading, lang, label }: { heading: number; lang: string; label: string }) {
  // Adjusted during render (React's pattern for state derived from a changing prop).
  const [seen, setSeen] = useState({ heading, rotation: heading });
  if (seen.heading !== heading) {
    setSeen({ heading, rotation: unwrapRotation(seen.rotation, heading) });
  }
  const letters = dialLetters(lang);
  return (
    <svg className="compass-dial" viewBox="-110 -110 220 220" role="img" aria-label={label}>
      <g
        className="compass-rose"
        data-testid="compass-rose"
        style={{ transform: `rotate(${-seen.rotation}deg)` }}
      >
        <circle r="100" className="compass-face" />
        {TICKS.map((d) => (
          <line
            key={d}
            y1={-100}
            y2={d % 30 === 0 ? -88 : -94}
            className={d % 90 === 0 ? 'compass-tick-major' : 'compass-tick'}
            transform={`rotate(${d})`}
          />
        ))}
        {letters.map((letter, i) => (
          <text
            key={letter}
            className={i === 0 ? 'compass-letter compass-north' : 'compass-letter'}
            transform={`rotate(${i * 90}) translate(0 -72)`}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {letter}
          </text>
        ))}
        <polygon points="0,-58 8,0 -8,0" className="compass-needle-north" />
        <polygon points="0,58 8,0 -8,0" className="compass-needle-south" />
      </g>
      <polygon points="0,-108 -7,-96 7,-96" className="compass-lubber" />
      <circle r="4" className="compass-hub" />
    </svg>
  );
}
