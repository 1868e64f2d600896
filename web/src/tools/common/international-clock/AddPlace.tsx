/** The search box that adds a city to the table: city, country or IANA name, in either language. */
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneSearch, toToolError, type ZonePlace } from '../../../core';
import { placeKey, placeLabel } from './places';

const NS = 'international-clock';

export function AddPlace({
  isShown,
  onAdd,
}: {
  isShown: (place: ZonePlace) => boolean;
  onAdd: (place: ZonePlace) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<ZonePlace[]>([]);

  useEffect(() => {
    let stale = false;
    zoneSearch(query, 40).then(
      (places) => !stale && setFound(places),
      (e: unknown) => console.error(toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [query]);

  const options = found.map((p) => {
    const { city, country } = placeLabel(p, i18n.language);
    const shown = isShown(p);
    return {
      value: placeKey(p),
      disabled: shown,
      label: `${city}${country ? ` · ${country}` : ''} (${p.zone})${shown ? ` · ${t('alreadyShown')}` : ''}`,
    };
  });

  return (
    <Select
      id="wc-add"
      className="wc-add"
      value={null}
      placeholder={t('addPlaceholder')}
      aria-label={t('add')}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      options={options}
      notFoundContent={t('noMatch')}
      onChange={(key: string) => {
        const place = found.find((p) => placeKey(p) === key);
        if (place) onAdd(place);
        setQuery('');
      }}
    />
  );
}
