/**
 * A select with search for the pages drawn without antd (`antd: false`), in place of antd's
 * `<Select showSearch>` when the choices are too many for a native <select> to be usable (the
 * timestamp converter's 400-odd time zones, where a phone's picker has no search).
 *
 * The WAI-ARIA editable combobox with list autocomplete: a text field shows the chosen label;
 * a click or ArrowDown opens the list (grouped options, the chosen one marked and scrolled to);
 * typing filters it (case, spaces and underscores do not matter: "new york" finds
 * America/New_York), ArrowUp/ArrowDown move, Enter or a click chooses, Escape or leaving the
 * field closes the list and shows the chosen label again. The focus stays in the field; the
 * option under the arrow keys is its `aria-activedescendant`.
 *
 * Label it with a `<label htmlFor={id} id={labelId}>`; the list is named by the same label.
 */
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import './lightControls.css';
import './lightSearchSelect.css';

export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchGroup {
  label: string;
  options: SearchOption[];
}

interface Props {
  id: string;
  /** The id of the field's <label>, which names the list too. */
  labelId: string;
  value: string;
  groups: SearchGroup[];
  onChange: (value: string) => void;
  /** Said in place of the list when nothing matches what was typed. */
  noMatch: string;
  className?: string;
}

/** Lower case, with runs of spaces and underscores as one space (zone ids use underscores). */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
}

/** The groups' options that hold `query` in their label or value; empty groups left out. */
export function filterGroups(groups: SearchGroup[], query: string): SearchGroup[] {
  const key = searchKey(query);
  if (!key) return groups;
  return groups
    .map((group) => ({
      label: group.label,
      options: group.options.filter(
        (o) => searchKey(o.label).includes(key) || searchKey(o.value).includes(key),
      ),
    }))
    .filter((group) => group.options.length > 0);
}

export function LightSearchSelect(props: Props) {
  const { id, labelId, value, groups, onChange, noMatch, className } = props;
  const [open, setOpen] = useState(false);
  // What is being typed; null while the field shows the chosen label.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const selectAll = useRef(false);

  const shown = useMemo(() => filterGroups(groups, query ?? ''), [groups, query]);
  const flat = useMemo(() => shown.flatMap((group) => group.options), [shown]);
  const chosenLabel = useMemo(
    () => groups.flatMap((group) => group.options).find((o) => o.value === value)?.label ?? value,
    [groups, value],
  );
  const expanded = open && flat.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;

  // Keeps the active option in sight inside the list (the page itself does not scroll).
  useLayoutEffect(() => {
    const box = list.current;
    const option = open ? document.getElementById(optionId(active)) : null;
    if (!box || !option) return;
    if (option.offsetTop < box.scrollTop) box.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = option.offsetTop + option.offsetHeight - box.clientHeight;
    }
  });

  // After a choice the label is selected, so that typing starts a new search.
  useLayoutEffect(() => {
    if (selectAll.current && document.activeElement === input.current) input.current?.select();
    selectAll.current = false;
  });

  function openList() {
    setOpen(true);
    setQuery(null);
    const all = groups.flatMap((group) => group.options);
    setActive(
      Math.max(
        0,
        all.findIndex((o) => o.value === value),
      ),
    );
  }

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function choose(option: SearchOption) {
    if (option.value !== value) onChange(option.value);
    close();
    selectAll.current = true;
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      e.preventDefault();
      if (!open) openList();
      else if (flat.length > 0) setActive((i) => (i + step + flat.length) % flat.length);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = flat[active];
      if (option) choose(option);
    } else if (e.key === 'Escape' && (open || query !== null)) {
      e.preventDefault();
      close();
      selectAll.current = true;
    }
  }

  return (
    <div className={className ? `light-search ${className}` : 'light-search'}>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        className="light-search-input"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && flat[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query ?? chosenLabel}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => {
          if (!open) {
            openList();
            input.current?.select();
          } else if (query === null) {
            close();
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {/* A press inside the list keeps the focus in the field (a click then chooses). The list
          is its own scroller: axe knows a combobox's popup needs no tab stop of its own. */}
      {expanded && (
        <div
          ref={list}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className="light-search-popup"
          onMouseDown={(e) => e.preventDefault()}
        >
          {shown.map((group, g) => {
            const first = flat.indexOf(group.options[0]);
            return (
              <div key={group.label} role="group" aria-labelledby={`${id}-group-${g}`}>
                <div id={`${id}-group-${g}`} role="presentation" className="light-search-group">
                  {group.label}
                </div>
                {group.options.map((option, i) => {
                  const index = first + i;
                  return (
                    <div
                      key={option.value}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      data-chosen={option.value === value || undefined}
                      className="light-search-option"
                      onMouseMove={() => index !== active && setActive(index)}
                      onClick={() => choose(option)}
                    >
                      {option.label}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      )}
      {/* Nothing matches: no list (the field says it is collapsed), a message in its place. */}
      {open && !expanded && (
        <p className="light-search-popup light-search-empty" role="status">
          {noMatch}
        </p>
      )}
    </div>
  );
}
