/**
 * Weather forecast: by default the five-day average temperature of Beijing, Shanghai, Guangzhou,
 * Shenzhen and Chengdu (one chart, one upstream call on the server); a city in China by its
 * Chinese name, pinyin or English name gives its daily high, low, mean and conditions. Names
 * are resolved by our server from its bundled city table; the last answers are kept for offline.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone, antd's
 * code, stylesheet and provider were most of this page's load time. The charts are our own SVG
 * (ForecastCharts.tsx).
 */
import reloadSvg from '@ant-design/icons-svg/inline-svg/outlined/reload.svg?raw';
import searchSvg from '@ant-design/icons-svg/inline-svg/outlined/search.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { lightIcon } from '../../../shared/lightIcon';
import { isString, usePersistentState } from '../../../shared/usePersistentState';
import { readUrlParam, writeUrlParam } from '../../../shared/useUrlState';
import type { CityRef, WeatherError } from './api';
import { AverageChart, CityChart, cityName } from './ForecastCharts';
import { useWeather } from './useWeather';
import { WMO_CODES, WeatherIcon } from './WeatherIcon';
import '../../../shared/lightControls.css';
import { LightClearButton } from '../../../shared/LightClearButton';
import './weather.css';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const ReloadOutlined = lightIcon(reloadSvg, 'ReloadOutlined');
const SearchOutlined = lightIcon(searchSvg, 'SearchOutlined');

const NS = 'weather';

function ErrorView({ error, pick }: { error: WeatherError; pick: (city: CityRef) => void }) {
  const { t, i18n } = useTranslation(NS);
  const english = !i18n.language.startsWith('zh');
  const known = t(`errors.${error.code}`, { defaultValue: '' });
  const message = known || t('errors.unavailable');
  return (
    <ErrorNotice testId="weather-error" text={message}>
      {error.suggestions.length > 0 && (
        <div className="weather-suggestions">
          <span>{t('didYouMean')}</span>
          {error.suggestions.map((c) => (
            <button
              key={c.id}
              type="button"
              className="button button-small"
              onClick={() => pick(c)}
            >
              {english ? `${c.nameEn} (${c.name}), ${c.provinceEn}` : `${c.name}（${c.province}）`}
            </button>
          ))}
        </div>
      )}
    </ErrorNotice>
  );
}

/** Why the forecast on screen is a saved one: offline, the service down, or still asking. */
function savedNote(error: WeatherError | null, loading: boolean): string {
  if (error?.code === 'offline' || (error && navigator.onLine === false)) return 'savedOffline';
  if (error || !loading) return 'savedUnreachable';
  return 'savedUpdating';
}

const degrees = (v: number | null) => (v === null ? '–' : `${v.toFixed(1)} °C`);

/** A city in the address (`#city=成都`, or a city's id): short text, no control characters. */
const isCityParam = (v: unknown): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= 40 && !/\p{Cc}/u.test(v);

export default function WeatherTool() {
  const { t, i18n } = useTranslation(NS);
  const english = !i18n.language.startsWith('zh');
  // The city shown lives in the address, so a link opens its forecast (the five cities when
  // there is none); the box starts with it, without it being saved as what was last typed.
  const [linked] = useState(() => {
    const raw = readUrlParam('city');
    return isCityParam(raw) ? raw.trim() : null;
  });
  const [typed, setTyped] = usePersistentState(`${NS}:query`, '', isString);
  const [fromLink, setFromLink] = useState(linked);
  const setQuery = (value: string) => {
    setFromLink(null);
    setTyped(value);
  };
  const { city, data, loading, error, show } = useWeather(linked);
  useEffect(() => writeUrlParam('city', city ?? ''), [city]);
  const input = useRef<HTMLInputElement>(null);
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const shortTime = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  const forecast = data?.answer;
  const single = city !== null && forecast?.cities.length === 1 ? forecast.cities[0] : null;
  const searching = loading && city !== null;
  // A link made from a picked suggestion names the city by its code: the box shows its name.
  const linkedName =
    fromLink !== null && /^\d+$/.test(fromLink) && single?.id === fromLink
      ? english
        ? single.nameEn
        : single.name
      : fromLink;
  const query = linkedName ?? typed;

  return (
    <div className="weather-tool">
      <section className="weather-card">
        <form
          className="weather-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            show(query);
          }}
        >
          <div className="light-field weather-field">
            <label className="light-label" htmlFor="weather-city">
              {t('cityLabel')}
            </label>
            <div className="weather-row">
              <span className="light-affix weather-city-box">
                <input
                  ref={input}
                  id="weather-city"
                  className="light-affix-input"
                  autoComplete="off"
                  maxLength={40}
                  placeholder={t('placeholder')}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  aria-describedby="weather-city-help"
                />
                {query && <LightClearButton onClear={() => setQuery('')} input={input} />}
              </span>
              <div className="light-actions">
                <button
                  type="submit"
                  className="button button-primary"
                  aria-busy={searching || undefined}
                >
                  {searching ? (
                    <span className="spinner spinner-inline" aria-hidden />
                  ) : (
                    <SearchOutlined aria-hidden />
                  )}
                  {t('search')}
                </button>
                {city !== null && (
                  <button type="button" className="button" onClick={() => show(null)}>
                    {t('backToDefault')}
                  </button>
                )}
              </div>
            </div>
            <p id="weather-city-help" className="light-help">
              {t('cityHelp')}
            </p>
          </div>
        </form>
      </section>
      {error && (
        <ErrorView
          error={error}
          pick={(c) => {
            setQuery(english ? c.nameEn : c.name);
            show(c.id);
          }}
        />
      )}
      {loading && !forecast && (
        <div className="weather-loading" role="status">
          <span className="spinner spinner-inline" aria-hidden />
          <span>{t('loading')}</span>
        </div>
      )}
      {forecast && (
        <section
          className="weather-card weather-forecast"
          aria-labelledby="weather-title"
          data-testid="weather-forecast"
        >
          <h2 id="weather-title" className="weather-title">
            {single
              ? t('cityTitle', {
                  city: cityName(single, english),
                  province: english ? single.provinceEn : single.province,
                })
              : t('averageTitle')}
          </h2>
          <div className="weather-body">
            {single ? (
              <>
                <CityChart city={single} />
                {/* Scrolls sideways on a narrow phone; focusable, so a key can scroll it too. */}
                <div
                  className="weather-table-box"
                  role="region"
                  aria-labelledby="weather-title"
                  tabIndex={0}
                >
                  <table className="weather-table" data-testid="weather-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('date')}</th>
                        <th scope="col">{t('conditions')}</th>
                        <th scope="col" className="weather-number">
                          {t('high')}
                        </th>
                        <th scope="col" className="weather-number">
                          {t('low')}
                        </th>
                        <th scope="col" className="weather-number">
                          {t('mean')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {single.days.map((day) => {
                        const text =
                          day.code !== null && WMO_CODES.includes(day.code)
                            ? t(`wmo.${day.code}`)
                            : t('wmoUnknown');
                        return (
                          <tr key={day.date}>
                            <th scope="row">{day.date}</th>
                            <td>
                              <span className="weather-conditions">
                                <WeatherIcon code={day.code} label={text} />
                                <span>{text}</span>
                              </span>
                            </td>
                            <td className="weather-number">{degrees(day.max)}</td>
                            <td className="weather-number">{degrees(day.min)}</td>
                            <td className="weather-number">{degrees(day.mean)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </>
            ) : (
              <AverageChart cities={forecast.cities} english={english} />
            )}
            <div className="weather-status" data-testid="weather-status">
              <span className={data.origin === 'saved' ? 'weather-warning' : 'weather-secondary'}>
                {data.origin === 'saved'
                  ? t(savedNote(error, loading), { time: shortTime(forecast.updatedAt) })
                  : t('updatedAt', { time: time(forecast.updatedAt) })}
              </span>
              {data.origin === 'saved' && (
                <button
                  type="button"
                  className="button button-small"
                  aria-busy={loading || undefined}
                  aria-disabled={loading || undefined}
                  onClick={() => !loading && show(city)}
                >
                  {loading ? (
                    <span className="spinner spinner-inline" aria-hidden />
                  ) : (
                    <ReloadOutlined aria-hidden />
                  )}
                  {t('retry')}
                </button>
              )}
              <a
                className="weather-link"
                href="https://open-meteo.com/"
                target="_blank"
                rel="noreferrer"
              >
                {t('attribution')}
              </a>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
