/**
 * International time table: the spec's eight zones to start with; any city can be added or
 * removed (the defaults too, and they can be restored), each with local time, date, UTC offset,
 * daylight-saving state, the day difference from Beijing and the next clock change, updated
 * exactly on each second. A slider moves every city's time together (to plan a meeting). All
 * zone arithmetic is the Rust core's (jiff with its bundled IANA database, whose release is
 * named under the table).
 *
 * The list of places lives in the URL (`#places=Asia/Tokyo,Europe/Paris`, nothing for the
 * defaults) and on the device, through the same hook the older tools use.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone antd's
 * code, stylesheet and provider were most of this page's load.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultWorldZones,
  toToolError,
  tzdbVersion,
  worldTimes,
  type ToolError,
  type ZonePlace,
  type ZoneTime,
} from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LightSlider } from '../../../shared/LightSlider';
import { useErrorText } from '../../../shared/useErrorText';
import { usePersistentState } from '../../../shared/usePersistentState';
import { useSecondTicker } from '../../../shared/useSecondTicker';
import { useUrlState } from '../../../shared/useUrlState';
import { AddPlace } from './AddPlace';
import { ZoneCard } from './ZoneCard';
import {
  addEntry,
  decodePlaces,
  encodePlaces,
  entriesFromOldList,
  isPlaceList,
  isPlacesText,
  removeEntry,
  shiftParts,
} from './places';
import '../../../shared/lightControls.css';
import '../../../shared/lightTag.css';
import './worldClock.css';

const NS = 'international-clock';
/** The slider's reach either side of now, and its step, in minutes. */
const SHIFT_RANGE = 24 * 60;
const SHIFT_STEP = 15;

/** What an older version kept: the added places only. Read once, to carry them over. */
function readOldList(): ZonePlace[] | null {
  try {
    const raw = localStorage.getItem(`toolbox:${NS}:places`);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isPlaceList(value) && value.length > 0 ? value : null;
  } catch {
    return null;
  }
}

export default function InternationalClockTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [defaults, setDefaults] = useState<string[] | null>(null);
  const [version, setVersion] = useState<string | null>(null);
  const [placesText, setPlacesText] = useUrlState(
    'places',
    usePersistentState(`${NS}:list`, '', isPlacesText),
    isPlacesText,
    '',
  );
  const now = useSecondTicker();
  const [shift, setShift] = useState(0);
  const [rows, setRows] = useState<ZoneTime[]>([]);
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    defaultWorldZones().then(setDefaults, (e: unknown) => setError(toToolError(e)));
    tzdbVersion().then(setVersion, (e: unknown) => console.error(toToolError(e)));
  }, []);

  const entries = useMemo(
    () => (defaults ? decodePlaces(placesText, defaults) : null),
    [defaults, placesText],
  );
  const setEntries = (next: string[]) => defaults && setPlacesText(encodePlaces(next, defaults));

  // Places added with an older version (kept apart from the defaults) join the list once.
  useEffect(() => {
    if (!defaults || placesText !== '') return;
    const old = readOldList();
    if (old) {
      setPlacesText(encodePlaces(entriesFromOldList(old, defaults), defaults));
      localStorage.removeItem(`toolbox:${NS}:places`);
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaults]);

  const at = now + shift * 60_000;
  useEffect(() => {
    if (!entries || !defaults) return;
    let stale = false;
    worldTimes(at, entries).then(
      (answer) => {
        if (stale) return;
        setRows(answer);
        setError(null);
        // Entries the core does not know (an edited link, a zone gone from the database) are
        // dropped, and others written its way, so the URL holds only valid values.
        const known = answer.map((r) => r.place.entry);
        if (known.join(',') !== entries.join(',')) {
          setPlacesText(encodePlaces(known, defaults));
        }
      },
      (e: unknown) => !stale && setError(toToolError(e)),
    );
    return () => {
      stale = true;
    };
    // setPlacesText is stable for a given name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at, entries, defaults]);

  const isShown = (place: ZonePlace) => (entries ?? []).includes(place.entry);
  const isDefault = entries !== null && defaults !== null && encodePlaces(entries, defaults) === '';

  const parts = shiftParts(shift);
  const shiftText =
    shift === 0
      ? t('shiftNow')
      : t('shiftBy', {
          sign: parts.sign,
          hours: parts.hours,
          minutes: String(parts.minutes).padStart(2, '0'),
        });

  return (
    <div className="wc-tool">
      <div className="wc-add-row">
        <label htmlFor="wc-add">{t('add')}</label>
        <AddPlace
          isShown={isShown}
          onAdd={(p) => entries && setEntries(addEntry(entries, p.entry))}
        />
        {!isDefault && defaults && (
          <button
            type="button"
            className="button"
            data-testid="wc-restore"
            onClick={() => setEntries(defaults)}
          >
            {t('restore')}
          </button>
        )}
      </div>
      <div className="wc-shift" data-testid="wc-shift">
        <LightSlider
          label={t('shiftLabel')}
          value={shift}
          min={-SHIFT_RANGE}
          max={SHIFT_RANGE}
          step={SHIFT_STEP}
          format={() => shiftText}
          onChange={setShift}
          className="wc-shift-slider"
        />
        <button
          type="button"
          className="button button-small"
          disabled={shift === 0}
          onClick={() => setShift(0)}
        >
          {t('shiftReset')}
        </button>
      </div>
      {error && <ErrorNotice text={errorText(error)} />}
      {/* Above the cards, which arrive with the time-zone module: below them it was pushed down. */}
      <p className="wc-note">{t('note')}</p>
      {/* Its line is kept from the first paint: below the cards it was pushed down by them. */}
      <p className="wc-version" data-testid="tzdb-version">
        {version ? t('tzdbVersion', { version }) : '\u00a0'}
      </p>
      {entries && entries.length === 0 && (
        <p className="wc-empty" data-testid="wc-empty">
          {t('empty')}
        </p>
      )}
      <ul className="wc-grid" aria-label={t('tableLabel')} data-testid="wc-grid">
        {rows.map((row) => (
          <ZoneCard
            key={row.place.entry}
            row={row}
            shifted={shift !== 0}
            onRemove={() => entries && setEntries(removeEntry(entries, row.place.entry))}
          />
        ))}
      </ul>
    </div>
  );
}
