/**
 * The search box that adds a city to the table: city, country or IANA name, in either language.
 * A combobox of our own (the WAI-ARIA pattern: an input with a list of options under it, the
 * active one named by `aria-activedescendant`), so the page needs no antd. The core does the
 * searching and gives at most 40 places, so the list stays short.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchOutlined } from '../../../app/icons';
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
  // The places found, and for which query (so "no match" waits for the answer to this one).
  const [found, setFound] = useState<{ query: string; places: ZonePlace[] }>({
    query: '',
    places: [],
  });
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const listId = useId();

  useEffect(() => {
    let stale = false;
    zoneSearch(query, 40).then(
      (places) => !stale && setFound({ query, places }),
      (e: unknown) => console.error(toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [query]);

  const options = found.places.map((p) => {
    const { city, country } = placeLabel(p, i18n.language);
    const shown = isShown(p);
    return {
      key: placeKey(p),
      place: p,
      disabled: shown,
      label: `${city}${country ? ` · ${country}` : ''} (${p.zone})${shown ? ` · ${t('alreadyShown')}` : ''}`,
    };
  });
  // The active option: the one last moved to, or else the first that can be added (so Enter
  // after typing adds the best match, as antd's Select did).
  const chosen = options.findIndex((o) => o.key === activeKey && !o.disabled);
  const active = chosen >= 0 ? chosen : options.findIndex((o) => !o.disabled);
  const optionId = (i: number) => `${listId}-${i}`;
  const expanded = open && options.length > 0;
  const noMatch = open && found.query === query && options.length === 0;

  useEffect(() => {
    if (expanded && active >= 0) {
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    }
    // optionId depends on listId only, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded, active]);

  function choose(index: number) {
    const option = options[index];
    if (!option || option.disabled) return;
    onAdd(option.place);
    setQuery('');
    setActiveKey(null);
    setOpen(false);
  }

  /** Moves to the next option that can be added, down or up, wrapping round. */
  function move(step: 1 | -1) {
    const n = options.length;
    let i = active;
    for (let k = 0; k < n; k++) {
      i = i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n;
      if (!options[i].disabled) {
        setActiveKey(options[i].key);
        return;
      }
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open || e.altKey) return setOpen(true);
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      if (!expanded) return;
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else if (query) {
        e.preventDefault();
        setQuery('');
      }
    }
  }

  return (
    <div className="wc-add">
      <span className="light-affix wc-add-box">
        <input
          id="wc-add"
          className="light-affix-input"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('addPlaceholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActiveKey(null);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <SearchOutlined className="wc-add-icon" aria-hidden />
      </span>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('add')}
        className="wc-add-list"
        hidden={!expanded}
      >
        {options.map((o, i) => (
          <li
            key={o.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            aria-disabled={o.disabled || undefined}
            className="wc-option"
            // The input keeps the focus; a click picks the option.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => !o.disabled && i !== active && setActiveKey(o.key)}
            onClick={() => choose(i)}
          >
            {o.label}
          </li>
        ))}
      </ul>
      {/* Always in the page, so that its text is announced when nothing matches. */}
      <p className={noMatch ? 'wc-add-list wc-add-empty' : 'visually-hidden'} role="status">
        {noMatch ? t('noMatch') : ''}
      </p>
    </div>
  );
}
