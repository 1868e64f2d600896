/**
 * The palette's results (see CommandPalette.tsx, which holds the dialog and its search box), a
 * chunk of its own loaded when first wanted: finds tools by their Chinese, pinyin (full or
 * initials, ü typed as v or u:) and English names. Arrow keys pick a result, Enter opens it (or
 * the only match).
 */
import { useEffect, useImperativeHandle, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOOLS } from '../tools/registry';
import { searchTools } from './toolSearch';

/** What the search box's keys ask of the list. */
export interface PaletteControl {
  count: number;
  /** Opens the chosen result (or the only one). */
  pick: () => void;
}

interface Props {
  query: string;
  active: number;
  setActive: (index: number) => void;
  input: RefObject<HTMLInputElement | null>;
  control: RefObject<PaletteControl | null>;
  /** An Enter typed before this list was there. */
  pendingEnterRef: RefObject<boolean>;
  close: () => void;
}

export default function PaletteResults({
  query,
  active,
  setActive,
  input,
  control,
  pendingEnterRef,
  close,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const results = query.trim() ? searchTools(query) : TOOLS;

  const go = (index: number) => {
    const tool = results[index];
    if (!tool) return;
    close();
    navigate(tool.path);
  };
  const pick = () => go(results.length === 1 ? 0 : active);

  useImperativeHandle(control, () => ({ count: results.length, pick }));

  // The box names this list, and says it is expanded, only while the list is in the page:
  // set by the box before the list had rendered, axe found a missing or required element.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-controls', 'palette-results');
    box.setAttribute('aria-expanded', 'true');
    return () => {
      box.removeAttribute('aria-controls');
      box.setAttribute('aria-expanded', 'false');
    };
  }, [input]);

  // The box is the combobox; it names the result the arrow keys are on.
  const activeId = results[active] ? `palette-${results[active].id}` : undefined;
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (activeId) box.setAttribute('aria-activedescendant', activeId);
    else box.removeAttribute('aria-activedescendant');
  }, [input, activeId]);

  // An Enter pressed while this list was on its way opens the match now.
  useEffect(() => {
    if (!pendingEnterRef.current) return;
    pendingEnterRef.current = false;
    pick();
  });

  return (
    <>
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
    </>
  );
}
