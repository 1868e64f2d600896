/** A round clock face drawn in SVG; the hands step with the seconds (no sweeping). */
import { handAngles, type BeijingTime } from './beijingTime';

const TICKS = Array.from({ length: 60 }, (_, i) => i);
const NUMBERS = Array.from({ length: 12 }, (_, i) => i + 1);

export function AnalogueFace({ time, label }: { time: BeijingTime; label: string }) {
  const a = handAngles(time);
  return (
    <svg className="clock-analogue" viewBox="-100 -100 200 200" role="img" aria-label={label}>
      <circle r="97" className="clock-analogue-rim" />
      {TICKS.map((i) => (
        <line
          key={i}
          y1={-90}
          y2={i % 5 === 0 ? -80 : -86}
          className={i % 5 === 0 ? 'clock-tick-hour' : 'clock-tick'}
          transform={`rotate(${i * 6})`}
        />
      ))}
      {NUMBERS.map((n) => {
        const rad = (n * 30 * Math.PI) / 180;
        return (
          <text
            key={n}
            x={Math.sin(rad) * 68}
            y={-Math.cos(rad) * 68}
            className="clock-number"
            textAnchor="middle"
            dominantBaseline="central"
          >
            {n}
          </text>
        );
      })}
      <line y1={12} y2={-48} className="clock-hand-hour" transform={`rotate(${a.hour})`} />
      <line y1={14} y2={-70} className="clock-hand-minute" transform={`rotate(${a.minute})`} />
      <line
        y1={18}
        y2={-82}
        className="clock-hand-second"
        data-testid="clock-second-hand"
        data-angle={a.second}
        transform={`rotate(${a.second})`}
      />
      <circle r="4" className="clock-hub" />
    </svg>
  );
}
