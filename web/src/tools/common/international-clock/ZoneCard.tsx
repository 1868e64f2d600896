/** One place in the world time table. */
import { CloseOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
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
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('remove', { place: title })}
            onClick={onRemove}
          />
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
        {/* A status colour: AA contrast from the theme tokens (the preset palette is not). */}
        <Tag color={row.dst === 'daylight' ? 'warning' : undefined} data-testid="wc-dst">
          {t(DST_KEYS[row.dst])}
        </Tag>
      </div>
      <div className="wc-relative" data-testid="wc-relative">
        {t(`days.${days.key}`, { count: days.count })} ·{' '}
        {t('hoursFromBeijing', { hours: hoursFromBeijing(row.minutesFromReference) })}
      </div>
      <div className="wc-zone">{row.place.zone}</div>
    </li>
  );
}
