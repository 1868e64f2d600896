/**
 * International time table: the spec's eight zones plus any the user adds (remembered), each
 * with local time, date, UTC offset, daylight-saving state and the day difference from Beijing,
 * updated exactly on each second. All zone arithmetic is chrono-tz in the Rust core.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone antd's
 * code, stylesheet and provider were most of this page's load.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultWorldZones,
  toToolError,
  worldTimes,
  type ToolError,
  type ZonePlace,
  type ZoneTime,
} from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { useErrorText } from '../../../shared/useErrorText';
import { usePersistentState } from '../../../shared/usePersistentState';
import { useSecondTicker } from '../../../shared/useSecondTicker';
import { AddPlace } from './AddPlace';
import { ZoneCard } from './ZoneCard';
import { addPlace, isPlaceList, placeKey, removePlace } from './places';
import '../../../shared/lightControls.css';
import '../../../shared/lightTag.css';
import './worldClock.css';

const NS = 'international-clock';

interface Row {
  row: ZoneTime;
  /** Set for places the user added (they can be removed). */
  key?: string;
}

export default function InternationalClockTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [defaults, setDefaults] = useState<string[] | null>(null);
  const [extra, setExtra] = usePersistentState<ZonePlace[]>(`${NS}:places`, [], isPlaceList);
  const now = useSecondTicker();
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    defaultWorldZones().then(setDefaults, (e: unknown) => setError(toToolError(e)));
  }, []);

  const zones = useMemo(
    () => (defaults ? [...defaults, ...extra.map((p) => p.zone)] : null),
    [defaults, extra],
  );

  useEffect(() => {
    if (!zones || !defaults) return;
    let stale = false;
    worldTimes(now, zones).then(
      (answer) => {
        if (stale) return;
        // The core leaves out zones it does not know; pair the answer back with the request.
        const paired: Row[] = [];
        let j = 0;
        zones.forEach((zone, i) => {
          if (answer[j]?.place.zone !== zone) return;
          const place = i >= defaults.length ? extra[i - defaults.length] : undefined;
          paired.push(
            place ? { row: { ...answer[j], place }, key: placeKey(place) } : { row: answer[j] },
          );
          j++;
        });
        setRows(paired);
        setError(null);
      },
      (e: unknown) => !stale && setError(toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [now, zones, defaults, extra]);

  const isShown = (place: ZonePlace) =>
    (defaults ?? []).includes(place.zone) || extra.some((p) => placeKey(p) === placeKey(place));

  return (
    <div className="wc-tool">
      <div className="wc-add-row">
        <label htmlFor="wc-add">{t('add')}</label>
        <AddPlace isShown={isShown} onAdd={(p) => setExtra(addPlace(extra, p))} />
      </div>
      {error && <ErrorNotice text={errorText(error)} />}
      {/* Above the cards, which arrive with the time-zone module: below them it was pushed down. */}
      <p className="wc-note">{t('note')}</p>
      <ul className="wc-grid" aria-label={t('tableLabel')} data-testid="wc-grid">
        {rows.map(({ row, key }) => (
          <ZoneCard
            key={key ?? row.place.zone}
            row={row}
            onRemove={key ? () => setExtra(removePlace(extra, key)) : undefined}
          />
        ))}
      </ul>
    </div>
  );
}
