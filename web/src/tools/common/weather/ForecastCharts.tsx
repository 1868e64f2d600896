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

const NS = 'weather';
const COLOURS = ['#1677ff', '#fa541c', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2'];

export const shortDate = (date: string) => date.slice(5);
export const cityName = (c: CityForecast, english: boolean) => (english ? c.nameEn : c.name);
const degrees = (v: unknown) => (typeof v === 'number' ? `${v.toFixed(1)} °C` : '–');

function Frame({ children, label }: { children: React.ReactElement; label: string }) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 300 }}>
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
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" fontSize={12} />
        <YAxis unit="°" fontSize={12} />
        <Tooltip formatter={degrees} />
        <Legend />
        {cities.map((c, i) => (
          <Line
            key={c.id}
            dataKey={c.id}
            name={cityName(c, english)}
            stroke={COLOURS[i % COLOURS.length]}
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
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" fontSize={12} />
        <YAxis unit="°" fontSize={12} />
        <Tooltip formatter={degrees} />
        <Legend />
        <Line
          dataKey="max"
          name={t('high')}
          stroke="#fa541c"
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Line
          dataKey="mean"
          name={t('mean')}
          stroke="#1677ff"
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Line
          dataKey="min"
          name={t('low')}
          stroke="#13c2c2"
          strokeWidth={2}
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}
