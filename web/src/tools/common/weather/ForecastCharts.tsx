/**
 * The two charts: the default view's average temperature of five cities (one line each), and
 * one city's daily high, mean and low. Dates on the axis are short (11-24) so five fit at 375 px.
 */
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import type { CityForecast } from './api';
import './charts.css';

const NS = 'weather';
/** Line colours are CSS variables (charts.css), so each theme gets colours legible on it. */
const LINE = (i: number) => `var(--weather-line-${i % 6})`;
const HIGH = LINE(1);
const MEAN = LINE(0);
const LOW = LINE(5);
/** Axis labels, grid and tooltip follow the page's theme. */
const TICK = { fill: 'var(--text-secondary)' };
const TOOLTIP = {
  contentStyle: {
    background: 'var(--surface)',
    borderColor: 'var(--border)',
    color: 'var(--text)',
  },
  labelStyle: { color: 'var(--text)' },
};

export const shortDate = (date: string) => date.slice(5);
export const cityName = (c: CityForecast, english: boolean) => (english ? c.nameEn : c.name);
const degrees = (v: unknown) => (typeof v === 'number' ? `${v.toFixed(1)} °C` : '–');

function Frame({ children, label }: { children: React.ReactElement; label: string }) {
  return (
    <div role="img" aria-label={label} className="weather-chart">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function AverageChart({ cities, english }: { cities: CityForecast[]; english: boolean }) {
  const { t } = useTranslation(NS);
  const rows = cities[0].days.map((day, i) => {
    const row: Record<string, string | number | null> = { date: shortDate(day.date) };
    for (const c of cities) row[c.id] = c.days[i]?.mean ?? null;
    return row;
  });
  return (
    <Frame label={t('averageChart')}>
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="date" fontSize={12} tick={TICK} stroke="var(--border)" />
        <YAxis unit="°" fontSize={12} tick={TICK} stroke="var(--border)" />
        <Tooltip formatter={degrees} {...TOOLTIP} />
        <Legend />
        {cities.map((c, i) => (
          <Line
            key={c.id}
            dataKey={c.id}
            name={cityName(c, english)}
            stroke={LINE(i)}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Frame>
  );
}

export function CityChart({ city }: { city: CityForecast }) {
  const { t } = useTranslation(NS);
  const rows = city.days.map((d) => ({
    date: shortDate(d.date),
    max: d.max,
    mean: d.mean,
    min: d.min,
  }));
  return (
    <Frame label={t('cityChart')}>
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="date" fontSize={12} tick={TICK} stroke="var(--border)" />
        <YAxis unit="°" fontSize={12} tick={TICK} stroke="var(--border)" />
        <Tooltip formatter={degrees} {...TOOLTIP} />
        <Legend />
        <Line
          dataKey="max"
          name={t('high')}
          stroke={HIGH}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Line
          dataKey="mean"
          name={t('mean')}
          stroke={MEAN}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Line
          dataKey="min"
          name={t('low')}
          stroke={LOW}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}
