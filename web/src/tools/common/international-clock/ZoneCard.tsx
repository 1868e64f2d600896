/** One place in the world time table. */
import { useTranslation } from 'react-i18next';
import { CloseOutlined } from '../../../app/icons';
import type { ZoneTime } from '../../../core';
import {
  DST_KEYS,
  dayDifference,
  hoursFromBeijing,
  placeLabel,
  shiftAmount,
  utcLabel,
} from './places';

const NS = 'international-clock';

export function ZoneCard({
  row,
  shifted,
  onRemove,
}: {
  row: ZoneTime;
  /** The table shows a time moved from now by the slider. */
  shifted: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const { city, country } = placeLabel(row.place, i18n.language);
  const days = dayDifference(row);
  const change = row.nextChange;
  const amountText = (minutes: number) => {
    const amount = shiftAmount(minutes);
    return [
      amount.hours > 0 && t('amount.hours', { count: amount.hours }),
      amount.minutes > 0 && t('amount.minutes', { count: amount.minutes }),
    ]
      .filter(Boolean)
      .join(' ');
  };
  const title = country ? `${country} · ${city}` : city;
  // Letters only: "+03"-style abbreviations repeat the offset.
  const abbreviation = /^[A-Za-z]+$/.test(row.abbreviation) ? ` (${row.abbreviation})` : '';
  return (
    <li className="wc-card" data-zone={row.place.zone} data-testid="wc-card">
      <div className="wc-card-head">
        <span className="wc-place">{title}</span>
        <button
          type="button"
          className="icon-button wc-remove"
          aria-label={t('remove', { place: title })}
          onClick={onRemove}
        >
          <CloseOutlined aria-hidden />
        </button>
      </div>
      <div className={shifted ? 'wc-time wc-time-shifted' : 'wc-time'} data-testid="wc-time">
        {shifted ? row.time.slice(0, 5) : row.time}
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
      <div className="wc-next" data-testid="wc-next">
        {change
          ? t(change.shiftMinutes > 0 ? 'nextChange.forward' : 'nextChange.back', {
              date: change.date,
              from: change.from,
              to: change.to,
              amount: amountText(change.shiftMinutes),
            })
          : t('nextChange.none')}
      </div>
      <div className="wc-zone">{row.place.zone}</div>
    </li>
  );
}
