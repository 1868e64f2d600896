import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../../shared/testI18n';
import { afterEach, describe, expect, it } from 'vitest';
import type { CityForecast } from './api';
import { AverageChart, CityChart } from './ForecastCharts';
import en from './locales/en-US.json';
import zh from './locales/zh-CN.json';

const NS = 'weather';
const i18n = testI18n(NS, en, zh);

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('zh-CN'));
});

const DATES = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];

function city(id: string, name: string, nameEn: string, means: (number | null)[]): CityForecast {
  return {
    id,
    name,
    nameEn,
    province: '某省',
    provinceEn: 'Somewhere',
    days: DATES.map((date, i) => {
      const mean = means[i];
      return {
        date,
        mean,
        max: mean === null ? null : mean + 4,
        min: mean === null ? null : mean - 4,
        code: 0,
      };
    }),
  };
}

const CITIES = [
  city('beijing', '北京', 'Beijing', [1.5, 2, 3, 2.5, 0]),
  city('shanghai', '上海', 'Shanghai', [10, 11.25, 12, 9, 8]),
  // Chengdu has no forecast for the middle day.
  city('chengdu', '成都', 'Chengdu', [12, 13, null, 14, 15]),
];

const lines = () => screen.getAllByTestId('weather-line');
const legend = () =>
  [...document.querySelectorAll('.weather-legend-item')].map((item) => item.textContent);
const tooltip = () => screen.queryByTestId('weather-tooltip');

function average(english = false) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AverageChart cities={CITIES} english={english} />
    </I18nextProvider>,
  );
}

describe('AverageChart', () => {
  it('draws one line per city, named in the legend in the page language', () => {
    const { rerender } = average();
    expect(lines()).toHaveLength(3);
    expect(legend()).toEqual(['北京', '上海', '成都']);
    expect(screen.getByRole('img', { name: zh.averageChart })).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <AverageChart cities={CITIES} english />
      </I18nextProvider>,
    );
    expect(legend()).toEqual(['Beijing', 'Shanghai', 'Chengdu']);
  });

  it('breaks a city’s line where a day is missing', () => {
    average();
    const [beijing, , chengdu] = lines().map((path) => path.getAttribute('d') ?? '');
    // One stroke for a full week, two for a week with a hole (each starts with a move).
    expect(beijing.match(/M/g)).toHaveLength(1);
    expect(chengdu.match(/M/g)).toHaveLength(2);
    expect(chengdu).not.toContain('NaN');
  });

  it('labels the y axis in degrees and the x axis with short dates', () => {
    average();
    const ticks = [...document.querySelectorAll('.weather-tick')].map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining(['0°', '15°', '11-24', '11-28']));
  });

  it('shows a date’s values where the pointer is, and follows the arrow keys', () => {
    average();
    const chart = screen.getByTestId('weather-chart');
    expect(tooltip()).toBeNull();

    // The last column (the chart is drawn 600 px wide where nothing measures it).
    fireEvent.pointerMove(chart, { clientX: 560, pointerType: 'mouse' });
    expect(tooltip()?.textContent).toContain('2026-11-28');
    expect(tooltip()?.textContent).toContain('北京0.0 °C');
    expect(tooltip()?.textContent).toContain('成都15.0 °C');
    fireEvent.pointerLeave(chart, { pointerType: 'mouse' });
    expect(tooltip()).toBeNull();

    // The keyboard: the focus shows the first date, arrows move, Escape hides.
    act(() => chart.focus());
    expect(tooltip()?.textContent).toContain('2026-11-24');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()?.textContent).toContain('上海11.3 °C');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()?.textContent).toContain('2026-11-26');
    expect(tooltip()?.textContent).toContain('成都–');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(tooltip()).toBeNull();
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(tooltip()?.textContent).toContain('2026-11-28');
  });

  it('has a table of the values for screen readers', () => {
    average();
    const table = screen.getByRole('table', { name: zh.averageChart });
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(5);
    expect(rows[2].textContent).toBe('2026-11-263.0 °C12.0 °C–');
  });
});

describe('CityChart', () => {
  it('draws the high, mean and low, with their names in the legend', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CityChart city={CITIES[1]} />
      </I18nextProvider>,
    );
    expect(lines()).toHaveLength(3);
    expect(legend()).toEqual(['最高', '平均', '最低']);
    expect(screen.getByRole('img', { name: zh.cityChart })).toBeTruthy();
    // One city's days are in the page's own table: no second one.
    expect(screen.queryByRole('table')).toBeNull();
    await act(() => i18n.changeLanguage('en-US'));
    expect(legend()).toEqual(['High', 'Mean', 'Low']);
    fireEvent.keyDown(screen.getByTestId('weather-chart'), { key: 'Home' });
    expect(tooltip()?.textContent).toBe('2026-11-24High14.0 °CMean10.0 °CLow6.0 °C');
  });
});
