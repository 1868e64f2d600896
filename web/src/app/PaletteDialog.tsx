/**
 * The palette's dialog (see CommandPalette.tsx), a chunk of its own loaded when first wanted:
 * finds tools by their Chinese, pinyin (full or initials) and English names. Arrow keys pick a
 * result, Enter opens it (or the only match), Escape closes. A native <dialog> gives the focus
 * trap, the backdrop and Escape for free.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOOLS } from '../tools/registry';
import { searchTools } from './toolSearch';

/** Opens (again) each time `opens` grows. */
export default function PaletteDialog({ opens }: { opens: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = query.trim() ? searchTools(query) : TOOLS;

  useEffect(() => {
    if (opens > 0 && !dialog.current?.open) dialog.current?.showModal();
  }, [opens]);

  const go = (index: number) => {
    const tool = results[index];
    if (!tool) return;
    dialog.current?.close();
    navigate(tool.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // A search field would only clear itself on Escape; the palette closes.
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.current?.close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % Math.max(results.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results.length === 1 ? 0 : active);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="palette"
      aria-label={t('palette.title')}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      // The next opening starts empty.
      onClose={() => {
        setQuery('');
        setActive(0);
      }}
    >
      <div className="palette-box">
        <input
          type="search"
          className="text-input palette-input"
          role="combobox"
          aria-expanded="true"
          aria-controls="palette-results"
          aria-activedescendant={results[active] ? `palette-${results[active].id}` : undefined}
          aria-label={t('palette.title')}
          placeholder={t('palette.placeholder')}
          value={query}
          autoFocus
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id="palette-results"
          role="listbox"
          className="palette-results"
          aria-label={t('palette.results')}
        >
          {results.map((tool, index) => (
            <li
              key={tool.id}
              id={`palette-${tool.id}`}
              role="option"
              aria-selected={index === active}
              className="palette-option"
              onClick={() => go(index)}
              onMouseMove={() => setActive(index)}
            >
              <span>{t(`tools:${tool.id}.title`)}</span>
              <span className="palette-section">{t(`sections.${tool.section}`)}</span>
            </li>
          ))}
        </ul>
        {results.length === 0 && (
          <p className="palette-empty" role="status">
            {t('home.noMatch', { query: query.trim() })}
          </p>
        )}
      </div>
    </dialog>
  );
}
