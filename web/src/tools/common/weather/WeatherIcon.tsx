/**
 * Conditions from WMO weather interpretation codes (what Open-Meteo's `weather_code` holds):
 * a group for the icon and the exact code for the text (`wmo.<code>` in the locale files).
 * The icons are drawn here as small SVGs, so they look the same without an emoji font.
 */
export type Sky = 'clear' | 'partly' | 'cloudy' | 'fog' | 'rain' | 'snow' | 'thunder';

/** Codes Open-Meteo uses (WMO 4677 subset); anything else is shown as "unknown". */
export const WMO_CODES = [
  0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86,
  95, 96, 99,
];

export function sky(code: number | null): Sky | null {
  if (code === null || !WMO_CODES.includes(code)) return null;
  if (code === 0) return 'clear';
  if (code <= 2) return 'partly';
  if (code === 3) return 'cloudy';
  if (code <= 48) return 'fog';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'thunder';
  return 'rain';
}

const SUN = '#faad14';
const CLOUD = '#8c8c8c';
const WATER = '#1677ff';

function Cloud({ y = 0 }: { y?: number }) {
  return (
    <path
      d={`M7 ${17 + y}h10a4 4 0 0 0 0-8 5.5 5.5 0 0 0-10.6 1.5A3.3 3.3 0 0 0 7 ${17 + y}z`}
      fill={CLOUD}
    />
  );
}

export function WeatherIcon({ code, label }: { code: number | null; label: string }) {
  const kind = sky(code);
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} role="img" aria-label={label}>
      {(kind === 'clear' || kind === 'partly') && (
        <g stroke={SUN} strokeWidth={1.6} strokeLinecap="round">
          <circle
            cx={kind === 'clear' ? 12 : 9}
            cy={kind === 'clear' ? 12 : 9}
            r={4}
            fill={SUN}
            stroke="none"
          />
          {kind === 'clear' &&
            [0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
              <line key={a} x1={12} y1={3} x2={12} y2={5} transform={`rotate(${a} 12 12)`} />
            ))}
        </g>
      )}
      {kind === 'partly' && <Cloud y={3} />}
      {(kind === 'cloudy' || kind === 'rain' || kind === 'snow' || kind === 'thunder') && (
        <Cloud y={-3} />
      )}
      {kind === 'fog' && (
        <g stroke={CLOUD} strokeWidth={1.8} strokeLinecap="round">
          <line x1={4} y1={8} x2={20} y2={8} />
          <line x1={6} y1={12} x2={18} y2={12} />
          <line x1={4} y1={16} x2={20} y2={16} />
        </g>
      )}
      {kind === 'rain' && (
        <g stroke={WATER} strokeWidth={1.6} strokeLinecap="round">
          <line x1={8} y1={17} x2={7} y2={21} />
          <line x1={12} y1={17} x2={11} y2={21} />
          <line x1={16} y1={17} x2={15} y2={21} />
        </g>
      )}
      {kind === 'snow' &&
        [8, 12, 16].map((x) => <circle key={x} cx={x} cy={19} r={1.3} fill={WATER} />)}
      {kind === 'thunder' && <path d="M12 15l-2 4h2.5l-1 3.5L15 17h-2.5l1-2z" fill={SUN} />}
      {kind === null && (
        <text x={12} y={17} textAnchor="middle" fontSize={14} fill={CLOUD}>
          ?
        </text>
      )}
    </svg>
  );
}
