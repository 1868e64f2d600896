/**
 * Timestamp converter: milliseconds (or 10-digit seconds) ⇄ `YYYY-MM-DD HH:mm:ss` in a chosen
 * time zone (Beijing time by default, remembered), with the current time ticking for reference.
 * A wrong input keeps its text and shows what to fix in the current language.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone antd's
 * code, stylesheet and provider were most of this page's load. The zone is chosen with
 * LightSearchSelect, a select with search (a native one has no search on a phone).
 */
import clockSvg from '@ant-design/icons-svg/inline-svg/outlined/clock-circle.svg?raw';
import swapSvg from '@ant-design/icons-svg/inline-svg/outlined/swap.svg?raw';
import undoSvg from '@ant-design/icons-svg/inline-svg/outlined/undo.svg?raw';
import warningSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../../../app/afterPaint';
import { InfoCircleFilled } from '../../../app/icons';
import {
  ToolError,
  dateTimeToTimestamp,
  timeZones,
  timestampToDateTime,
  toToolError,
  tzdbVersion,
  type DateTimeInfo,
  type TimestampInfo,
} from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { LightSearchSelect, type SearchGroup } from '../../../shared/LightSearchSelect';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { isString, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { useNow } from './useNow';
import { COMMON_ZONES, DEFAULT_ZONE } from './zones';
import '../../../shared/lightControls.css';
import { LightClearButton } from '../../../shared/LightClearButton';
import './timestamp.css';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const ClockCircleOutlined = lightIcon(clockSvg, 'ClockCircleOutlined');
const SwapOutlined = lightIcon(swapSvg, 'SwapOutlined');
const UndoOutlined = lightIcon(undoSvg, 'UndoOutlined');
const ExclamationCircleFilled = lightIcon(warningSvg, 'ExclamationCircleFilled');

const NS = 'timestamp-converter';

/** Runs `convert(submitted, zone)` whenever either changes; null input means no result. */
function useConversion<T>(
  submitted: string | null,
  zone: string,
  convert: (input: string, zone: string) => Promise<T>,
) {
  const [state, setState] = useState<{
    key: string;
    result: T | null;
    error: ToolError | null;
  } | null>(null);
  const key = submitted === null ? null : `${zone}\n${submitted}`;
  useEffect(() => {
    if (submitted === null) return;
    let stale = false;
    const done = (result: T | null, error: ToolError | null) => {
      if (!stale) setState({ key: `${zone}\n${submitted}`, result, error });
    };
    convert(submitted, zone).then(
      (value) => done(value, null),
      (e: unknown) => done(null, toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [submitted, zone, convert]);
  // Only the answer to the current question counts (an older one may still be arriving).
  const current = state && state.key === key ? state : null;
  return { result: current?.result ?? null, error: current?.error ?? null };
}

/** Values as long as the real ones, to size the "now" card before the clock has answered. */
const NOW_STAND_IN = {
  millis: 1_700_000_000_000,
  seconds: 1_700_000_000,
  formatted: '2023-11-15 06:13:20',
};

function Copyable({ text }: { text: string }) {
  return (
    <span className="ts-copyable">
      <code className="ts-value">{text}</code>
      <LightCopyButton text={text} className="button-small" />
    </span>
  );
}

/** antd's Card with a small header: a titled box. */
function Card({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="ts-card" aria-labelledby={id}>
      <h2 id={id} className="ts-card-title">
        {title}
      </h2>
      <div className="ts-card-body">{children}</div>
    </section>
  );
}

/**
 * An ISO 8601 date-time that wraps, when it must, only between the date and the time
 * ("2026-11-28" / "T06:21:33.005+08:00"), never after a hyphen of the date.
 */
function IsoValue({ text }: { text: string }) {
  const at = text.indexOf('T');
  if (at < 0) return <>{text}</>;
  return (
    <>
      <span className="ts-nowrap">{text.slice(0, at)}</span>
      <wbr />
      {text.slice(at)}
    </>
  );
}

/** The label, value and copy button of a result, as rows of a two-column table. */
function ResultTable({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <table className="ts-table">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface ConvertFormProps {
  id: string;
  label: string;
  help: string;
  error: string | undefined;
  placeholder: string;
  numeric?: boolean;
  value: string;
  onValue: (value: string) => void;
  onConvert: () => void;
  onReset: () => void;
}

/** A field with a clear button inside, its help or error below, then Convert and Reset. */
function ConvertForm(props: ConvertFormProps) {
  const { id, label, help, error, placeholder, numeric, value, onValue, onConvert, onReset } =
    props;
  const { t } = useTranslation(NS);
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      className="ts-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onConvert();
      }}
    >
      <div className="light-field ts-field">
        <label className="light-label" htmlFor={id}>
          {label}
        </label>
        <div className="light-affix ts-affix">
          <input
            ref={input}
            id={id}
            className="light-affix-input"
            inputMode={numeric ? 'numeric' : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            onChange={(e) => onValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help`}
          />
          {/* antd's allowClear: a pointer's shortcut, out of the tab order (Reset is in it). */}
          {value && (
            <LightClearButton onClear={() => onValue('')} input={input} className="ts-clear" />
          )}
        </div>
        {/* The help gives way to the error, as antd's Form.Item did. */}
        {error ? (
          <p id={`${id}-help`} className="light-error" role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-help`} className="light-help">
            {help}
          </p>
        )}
      </div>
      <div className="light-actions">
        <button type="submit" className="button button-primary">
          <SwapOutlined aria-hidden />
          {t('common:actions.convert')}
        </button>
        <button type="button" className="button" onClick={onReset}>
          <UndoOutlined aria-hidden />
          {t('common:actions.reset')}
        </button>
      </div>
    </form>
  );
}

/** The same instant in UTC, shown only when the offset has seconds (RFC 3339 cannot write them). */
function utcRow(result: { offsetHasSeconds: boolean; iso8601Utc: string }): [string, ReactNode][] {
  return result.offsetHasSeconds
    ? [['RFC 3339 (UTC)', <Copyable key="utc" text={result.iso8601Utc} />]]
    : [];
}

function SecondsNote() {
  const { t } = useTranslation(NS);
  return (
    <p className="light-help" data-testid="ts-seconds-note">
      {t('offsetSeconds')}
    </p>
  );
}

/** Text that starts like a date (2023-11-15, 2023/11/15, 2023年11月): not a timestamp. */
const DATE_LIKE = /^\s*\d{4}\s*[-/.年]\s*\d{1,2}/;

export default function TimestampConverterTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // The zone and the converted values are in the URL (`#zone=Asia%2FTokyo&ts=1700000000`), so
  // a link opens the same conversion; an input that was typed but not converted is not.
  const [zone, setZone] = useUrlState(
    'zone',
    usePersistentState(`${NS}:zone`, DEFAULT_ZONE, isString),
    isString,
    DEFAULT_ZONE,
  );
  const [allZones, setAllZones] = useState<string[]>([]);
  const [version, setVersion] = useState<string | null>(null);
  const { now, error: nowError } = useNow(zone);
  const shown = now ?? NOW_STAND_IN;

  const [tsLinked, setTsLinked] = useUrlState('ts', useState(''), isString);
  const [tsInput, setTsInput] = useState(tsLinked);
  const tsSubmitted = tsLinked === '' ? null : tsLinked;
  const setTsSubmitted = (value: string | null) => setTsLinked(value ?? '');
  const ts = useConversion<TimestampInfo>(tsSubmitted, zone, timestampToDateTime);

  const [dtLinked, setDtLinked] = useUrlState('dt', useState(''), isString);
  const [dtInput, setDtInput] = useState(dtLinked);
  const dtSubmitted = dtLinked === '' ? null : dtLinked;
  const setDtSubmitted = (value: string | null) => setDtLinked(value ?? '');
  const dt = useConversion<DateTimeInfo>(dtSubmitted, zone, dateTimeToTimestamp);

  // The full list comes from the time-zone module, once the page is on screen (the common
  // zones are listed without it).
  useEffect(
    () =>
      afterPaint(() => {
        timeZones().then(setAllZones, (e: unknown) => console.error(toToolError(e)));
        tzdbVersion().then(setVersion, (e: unknown) => console.error(toToolError(e)));
      }),
    [],
  );
  const zoneName = (COMMON_ZONES as readonly string[]).includes(zone) ? t(`zones.${zone}`) : zone;

  // A remembered zone that no longer exists falls back to Beijing time.
  useEffect(() => {
    if (allZones.length > 0 && !allZones.includes(zone)) setZone(DEFAULT_ZONE);
  }, [allZones, zone, setZone]);

  const zoneGroups: SearchGroup[] = useMemo(() => {
    const common = COMMON_ZONES.map((z) => ({ value: z, label: `${t(`zones.${z}`)} · ${z}` }));
    const rest = allZones
      .filter((z) => !(COMMON_ZONES as readonly string[]).includes(z))
      .map((z) => ({ value: z, label: z }));
    return [
      { label: t('commonZones'), options: common },
      { label: t('allZones'), options: rest },
    ];
  }, [allZones, t]);

  return (
    <div className="ts-tool">
      <div className="ts-zone">
        <label htmlFor="ts-zone" id="ts-zone-label">
          {t('zone')}
        </label>
        <LightSearchSelect
          id="ts-zone"
          labelId="ts-zone-label"
          className="ts-zone-select"
          value={zone}
          onChange={setZone}
          groups={zoneGroups}
          noMatch={t('noZoneMatch')}
        />
      </div>

      <Card
        id="ts-now-title"
        title={
          <>
            <ClockCircleOutlined aria-hidden /> {t('now')}
          </>
        }
      >
        {nowError ? (
          <ErrorNotice text={errorText(nowError)} />
        ) : (
          // Until the time is known (the browser's zone data tells it at once, unless it does
          // not know the zone; then the time-zone module does), the same lines with stand-in
          // values hold the card's size, hidden and inert, so the cards below do not move.
          shown && (
            <div
              className={now ? 'ts-now' : 'ts-now ts-now-pending'}
              data-testid={now ? 'ts-now' : undefined}
              aria-hidden={now ? undefined : true}
              inert={!now}
            >
              <span>
                {t('labelled', { label: t('nowMillis') })}
                <Copyable text={String(shown.millis)} />
              </span>
              <span>
                {t('labelled', { label: t('nowSeconds') })}
                <Copyable text={String(shown.seconds)} />
              </span>
              <span>
                {t('labelled', { label: t('nowDateTime') })}
                <Copyable text={shown.formatted} />
              </span>
              <span className="light-actions">
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => {
                    setTsInput(String(shown.millis));
                    setTsSubmitted(String(shown.millis));
                  }}
                >
                  {t('useNowTimestamp')}
                </button>
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => {
                    setDtInput(shown.formatted);
                    setDtSubmitted(shown.formatted);
                  }}
                >
                  {t('useNowDateTime')}
                </button>
              </span>
            </div>
          )
        )}
      </Card>

      <Card id="ts-to-date-title" title={t('toDateTime')}>
        <ConvertForm
          id="ts-input"
          label={t('timestampLabel')}
          help={t('timestampHelp')}
          error={errorText(ts.error)}
          placeholder="1700000000000"
          numeric
          value={tsInput}
          onValue={setTsInput}
          onConvert={() => setTsSubmitted(tsInput)}
          onReset={() => {
            setTsInput('');
            setTsSubmitted(null);
          }}
        />
        {ts.error && tsSubmitted !== null && DATE_LIKE.test(tsSubmitted) && (
          // A date pasted into the timestamp field: offer to convert it where it belongs.
          <p className="ts-misplaced" data-testid="ts-misplaced">
            <span>{t('looksLikeDateTime')}</span>
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                setDtInput(tsSubmitted);
                setDtSubmitted(tsSubmitted);
                setTsInput('');
                setTsSubmitted(null);
                document.getElementById('dt-input')?.focus();
              }}
            >
              {t('convertAsDateTime')}
            </button>
          </p>
        )}
        {ts.result && (
          <div className="ts-result" data-testid="ts-result">
            {ts.result.unit !== 'milliseconds' && (
              <div className="notice notice-info ts-note">
                <InfoCircleFilled className="notice-icon" aria-hidden />
                <span className="notice-text">{t(`unitNote.${ts.result.unit}`)}</span>
              </div>
            )}
            <ResultTable
              rows={[
                [t('dateTime'), <Copyable text={ts.result.formatted} />],
                [t('withMillis'), ts.result.formattedMillis],
                ['ISO 8601', <IsoValue text={ts.result.iso8601} />],
                ...utcRow(ts.result),
                [t('offset'), `UTC${ts.result.utcOffset} (${ts.result.zoneAbbreviation})`],
                [t('weekday'), t(`weekdays.${ts.result.weekday}`)],
              ]}
            />
            {ts.result.offsetHasSeconds && <SecondsNote />}
          </div>
        )}
      </Card>

      <Card id="ts-to-timestamp-title" title={t('toTimestamp')}>
        <ConvertForm
          id="dt-input"
          label={t('dateTimeLabel')}
          help={t('dateTimeHelp')}
          error={errorText(dt.error)}
          placeholder="2023-11-15 06:13:20"
          value={dtInput}
          onValue={setDtInput}
          onConvert={() => setDtSubmitted(dtInput)}
          onReset={() => {
            setDtInput('');
            setDtSubmitted(null);
          }}
        />
        {dt.result && (
          <div className="ts-result" data-testid="dt-result">
            {dt.result.gap && (
              <div className="notice notice-warning" data-testid="dt-gap">
                <ExclamationCircleFilled className="notice-icon" aria-hidden />
                <span className="notice-text">
                  {t('gap', {
                    ...dt.result.gap,
                    zone: zoneName,
                    shown: dt.result.formatted.slice(11, 16),
                  })}
                </span>
              </div>
            )}
            {dt.result.fold && dt.result.laterInput && (
              <div className="notice notice-warning ts-fold" data-testid="dt-fold">
                <ExclamationCircleFilled className="notice-icon" aria-hidden />
                <span className="notice-text">
                  {t('fold', { ...dt.result.fold, zone: zoneName })}{' '}
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => {
                      const later = dt.result?.laterInput ?? '';
                      setDtInput(later);
                      setDtSubmitted(later);
                    }}
                  >
                    {t('showLater', dt.result.fold)}
                  </button>
                </span>
              </div>
            )}
            <ResultTable
              rows={[
                [t('millis'), <Copyable text={String(dt.result.millis)} />],
                [t('seconds'), <Copyable text={String(dt.result.seconds)} />],
                ['ISO 8601', <IsoValue text={dt.result.iso8601} />],
                ...utcRow(dt.result),
                [t('offset'), `UTC${dt.result.utcOffset} (${dt.result.zoneAbbreviation})`],
              ]}
            />
            {dt.result.offsetHasSeconds && <SecondsNote />}
          </div>
        )}
      </Card>
      {version && (
        <p className="ts-version" data-testid="tzdb-version">
          {t('tzdbVersion', { version })}
        </p>
      )}
    </div>
  );
}
