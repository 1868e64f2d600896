/**
 * The two charts: the default view's average temperature of five cities (one line each), and
 * one city's daily high, mean and low. Dates on the axis are short (11-24) so five fit at 375 px.
 *
 * Our own SVG on d3-scale (the y axis's nice ticks) and d3-shape (the line paths, broken where a
 * day is missing): recharts cost about 95 KB brotli and a long first render on a phone. The
 * chart takes the focus; the pointer (hover or tap) or the arrow keys pick a date, whose values
 * a small box shows. The legend is HTML under the chart; the average chart also has a
 * visually hidden table of its data for screen readers (one city's days are in a visible table).
 */
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityForecast } from './api';
import './charts.css';

const NS = 'weather';
/** Line colours are CSS variables (charts.css), so each theme gets colours legible on it. */
const LINE = (i: number) => `var(--weather-line-${i % 6})`;
const HIGH = LINE(1);
const MEAN = LINE(0);
const LOW = LINE(5);

/** The drawing's height (charts.css reserves it before the width is known). */
const HEIGHT = 260;
/** Room for the axes' labels: y on the left, dates at the bottom. */
const MARGIN = { top: 10, right: 8, bottom: 24, left: 40 };
/** Width drawn at before the box is measured (and where nothing measures, as in unit tests). */
const FALLBACK_WIDTH = 600;

export const shortDate = (date: string) => date.slice(5);
export const cityName = (c: CityForecast, english: boolean) => (english ? c.nameEn : c.name);
const degrees = (v: number | null) => (v === null ? '–' : `${v.toFixed(1)} °C`);

interface Series {
  key: string;
  name: string;
  colour: string;
  values: (number | null)[];
}

/** The box's width in CSS pixels, followed as it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const w = element.clientWidth;
      if (w > 0) setWidth(w);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function LineChart({
  label,
  dates,
  series,
  table,
}: {
  label: string;
  dates: string[];
  series: Series[];
  /** Whether to add the visually hidden table of the data (when the page has none). */
  table: boolean;
}) {
  const { t } = useTranslation(NS);
  const [box, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const count = dates.length;
  const last = Math.max(count - 1, 0);

  // Each date is the middle of a column: the first and last labels stay inside the chart.
  const x = scaleLinear()
    .domain([-0.5, count - 0.5])
    .range([MARGIN.left, Math.max(width - MARGIN.right, MARGIN.left + 1)]);
  const known = series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const low = known.length ? Math.min(...known) : 0;
  const high = known.length ? Math.max(...known) : 1;
  const y = scaleLinear()
    .domain(low === high ? [low - 1, high + 1] : [low, high])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
    .nice(5);
  const yTicks = y.ticks(5);
  const path = line<number | null>()
    .defined((v) => v !== null)
    .x((_, i) => x(i))
    .y((v) => y(v ?? 0));

  /** The date whose column is under the pointer. */
  const pick = (clientX: number, target: Element) => {
    const rect = target.getBoundingClientRect();
    const scale = rect.width > 0 ? width / rect.width : 1;
    const i = Math.round(x.invert((clientX - rect.left) * scale));
    setActive(Math.min(Math.max(i, 0), last));
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const keys: Record<string, (i: number | null) => number | null> = {
      ArrowRight: (i) => (i === null ? 0 : Math.min(i + 1, last)),
      ArrowLeft: (i) => (i === null ? last : Math.max(i - 1, 0)),
      Home: () => 0,
      End: () => last,
      Escape: () => null,
    };
    const move = keys[e.key];
    if (!move) return;
    e.preventDefault();
    setActive(move);
  };

  const bottom = HEIGHT - MARGIN.bottom;
  const right = x.range()[1];
  // The box sits beside the date's column, on the side with more room.
  const flip = active !== null && x(active) > width / 2;

  return (
    <div className="weather-chart">
      <div
        ref={box}
        role="img"
        aria-label={label}
        tabIndex={0}
        className="weather-chart-plot"
        data-testid="weather-chart"
        onKeyDown={onKeyDown}
        onFocus={() => setActive((i) => i ?? 0)}
        onBlur={() => setActive(null)}
        onPointerDown={(e) => pick(e.clientX, e.currentTarget)}
        onPointerMove={(e) => pick(e.clientX, e.currentTarget)}
        onPointerLeave={(e) => {
          // A finger leaves as it lifts: its pick stays until the chart loses the focus.
          if (e.pointerType === 'mouse') setActive(null);
        }}
      >
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          focusable="false"
        >
          <g className="weather-grid">
            {yTicks.map((tick) => (
              <line key={tick} x1={MARGIN.left} x2={right} y1={y(tick)} y2={y(tick)} />
            ))}
            {dates.map((date, i) => (
              <line key={date} x1={x(i)} x2={x(i)} y1={MARGIN.top} y2={bottom} />
            ))}
          </g>
          <g className="weather-axis">
            <line x1={MARGIN.left} x2={MARGIN.left} y1={MARGIN.top} y2={bottom} />
            <line x1={MARGIN.left} x2={right} y1={bottom} y2={bottom} />
          </g>
          {yTicks.map((tick) => (
            <text
              key={tick}
              className="weather-tick"
              x={MARGIN.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {`${tick}°`}
            </text>
          ))}
          {dates.map((date, i) => (
            <text key={date} className="weather-tick" x={x(i)} y={bottom + 16} textAnchor="middle">
              {shortDate(date)}
            </text>
          ))}
          {active !== null && (
            <line
              className="weather-cursor"
              x1={x(active)}
              x2={x(active)}
              y1={MARGIN.top}
              y2={bottom}
            />
          )}
          {series.map((s) => (
            <g key={s.key} style={{ color: s.colour }}>
              <path className="weather-line" data-testid="weather-line" d={path(s.values) ?? ''} />
              {s.values.map((v, i) =>
                v === null ? null : (
                  <circle
                    key={i}
                    className="weather-dot"
                    cx={x(i)}
                    cy={y(v)}
                    r={i === active ? 5 : 3}
                  />
                ),
              )}
            </g>
          ))}
        </svg>
        {active !== null && (
          <div
            className="weather-tooltip"
            data-testid="weather-tooltip"
            style={
              flip
                ? { right: width - x(active) + 10 }
                : { left: Math.min(x(active) + 10, Math.max(width - 150, 0)) }
            }
          >
            <div className="weather-tooltip-date">{dates[active]}</div>
            {series.map((s) => (
              <div key={s.key} className="weather-tooltip-row">
                <span className="weather-swatch" style={{ background: s.colour }} />
                <span>{s.name}</span>
                <span className="weather-tooltip-value">{degrees(s.values[active])}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      <ul className="weather-legend">
        {series.map((s) => (
          <li key={s.key} className="weather-legend-item">
            <span className="weather-swatch" style={{ background: s.colour }} aria-hidden />
            <span className="weather-legend-item-text" style={{ color: s.colour }}>
              {s.name}
            </span>
          </li>
        ))}
      </ul>
      {table && (
        // Hidden by its box: a table is as wide as its content whatever its own width says.
        <div className="visually-hidden">
          <table>
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((date, i) => (
                <tr key={date}>
                  <th scope="row">{date}</th>
                  {series.map((s) => (
                    <td key={s.key}>{degrees(s.values[i] ?? null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function AverageChart({ cities, english }: { cities: CityForecast[]; english: boolean }) {
  const { t } = useTranslation(NS);
  const dates = cities[0]?.days.map((d) => d.date) ?? [];
  const series = cities.map((c, i) => ({
    key: c.id,
    name: cityName(c, english),
    colour: LINE(i),
    values: dates.map((_, day) => c.days[day]?.mean ?? null),
  }));
  return <LineChart label={t('averageChart')} dates={dates} series={series} table />;
}

export function CityChart({ city }: { city: CityForecast }) {
  const { t } = useTranslation(NS);
  const series = [
    { key: 'max', name: t('high'), colour: HIGH, values: city.days.map((d) => d.max) },
    { key: 'mean', name: t('mean'), colour: MEAN, values: city.days.map((d) => d.mean) },
    { key: 'min', name: t('low'), colour: LOW, values: city.days.map((d) => d.min) },
  ];
  return (
    <LineChart
      label={t('cityChart')}
      dates={city.days.map((d) => d.date)}
      series={series}
      table={false}
    />
  );
}
