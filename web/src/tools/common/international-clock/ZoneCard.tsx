/** One place in the world time table. */
import { useTranslation } from 'react-i18next';
import { CloseOutlined } from '../../../app/icons';
import type { ZoneTime } from '../../../core';
import { DST_KEYS, dayDifference, hoursFromBeijing, placeLabel, utcLabel } from './places';

const NS = 'international-clock';

export function ZoneCard({ row, onRemove }: { row: ZoneTime; onRemove?: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const { city, country } = placeLabel(row.place, i18n.language);
  const days = dayDifference(row);
  const title = country ? `${country} · ${city}` : city;
  // Letters only: "+03"-style abbreviations repeat the offset.
  const abbreviation = /^[A-Za-z]+$/.test(row.abbreviation) ? ` (${row.abbreviation})` : '';
  return (
    <li className="wc-card" data-zone={row.place.zone} data-testid="wc-card">
      <div className="wc-card-head">
        <span className="wc-place">{title}</span>
        {onRemove && (
          <button
            type="button"
            className="icon-button wc-remove"
            aria-label={t('remove', { place: title })}
            onClick={onRemove}
          >
            <CloseOutlined aria-hidden />
          </button>
        )}
      </div>
      <div className="wc-time" data-testid="wc-time">
        {row.time}
      </div>
      <div className="wc-date" data-testid="wc-date">
        {row.date} {t(`weekdays.${row.weekday}`)}
      </div>
      <div className="wc-facts">
        <span data-testid="wc-offset">
          {utcLabel(row.utcOffset)}
          {abbreviation}
        </span>
        {/* A status colour, AA in light and dark (lightTag.css). */}
        <span
          className={row.dst === 'daylight' ? 'light-tag light-tag-warning' : 'light-tag'}
          data-testid="wc-dst"
        >
          {t(DST_KEYS[row.dst])}
        </span>
      </div>
      <div className="wc-relative" data-testid="wc-relative">
        {t(`days.${days.key}`, { count: days.count })} ·{' '}
        {t('hoursFromBeijing', { hours: hoursFromBeijing(row.minutesFromReference) })}
      </div>
      <div className="wc-zone">{row.place.zone}</div>
    </li>
  );
}
