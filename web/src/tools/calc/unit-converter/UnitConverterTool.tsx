/**
 * Unit converter: every unit of the chosen quantity has a field; typing in any of them
 * converts exactly (in the Rust core) into all the others. Values whose decimal does not end
 * are rounded to the remembered number of significant digits and marked with ≈.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone antd's
 * code, stylesheet and provider were most of this page's load.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ToolError,
  toToolError,
  unitCatalogue,
  unitConvert,
  type UnitCategory,
  type UnitValue,
} from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { useErrorText } from '../../../shared/useErrorText';
import { isString, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { UnitField } from './UnitField';
import '../../../shared/lightControls.css';
import './unit-converter.css';

const NS = 'unit-converter';
const DIGIT_CHOICES = [4, 6, 8, 10, 12, 15, 20] as const;
const isDigits = (v: unknown): v is number =>
  typeof v === 'number' && (DIGIT_CHOICES as readonly number[]).includes(v);

interface Source {
  unit: string;
  text: string;
}

interface Answer {
  key: string;
  field: string | null;
  values: Record<string, UnitValue>;
  error: ToolError | null;
}

export default function UnitConverterTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [catalogue, setCatalogue] = useState<UnitCategory[]>([]);
  const [loadError, setLoadError] = useState<ToolError | null>(null);
  // In the URL too (`#category=mass&unit=jin&value=2`): a link opens the same conversion.
  const [categoryId, setCategoryId] = useUrlState(
    'category',
    usePersistentState(`${NS}:category`, 'length', isString),
    isString,
    'length',
  );
  const [digits, setDigits] = useUrlState(
    'digits',
    usePersistentState(`${NS}:digits`, 10, isDigits),
    isDigits,
    10,
  );
  const [sourceUnit, setSourceUnit] = useUrlState('unit', useState(''), isString);
  const [sourceText, setSourceText] = useUrlState('value', useState(''), isString);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = useRef(0);

  useEffect(() => {
    unitCatalogue().then(setCatalogue, (e: unknown) => setLoadError(toToolError(e)));
  }, []);

  const category = catalogue.find((c) => c.id === categoryId) ?? catalogue[0];
  // A unit from another quantity (a stale or edited link) is no source at all.
  const source: Source | null = useMemo(
    () =>
      category && category.units.includes(sourceUnit)
        ? { unit: sourceUnit, text: sourceText }
        : null,
    [category, sourceUnit, sourceText],
  );
  const setSource = (next: Source | null) => {
    setSourceUnit(next?.unit ?? '');
    setSourceText(next?.text ?? '');
  };
  const text = source?.text.trim() ?? '';
  const field = category && source ? `${category.id}|${source.unit}|${digits}` : null;
  const key = field && text ? `${field}|${text}` : null;

  // Converts whenever the typed value, the quantity or the digits change; only the answer
  // to the latest question counts.
  useEffect(() => {
    if (!key || !category || !source) return;
    const id = ++request.current;
    const done = (values: Record<string, UnitValue>, error: ToolError | null) => {
      if (id === request.current) setAnswer({ key, field, values, error });
    };
    unitConvert(category.id, source.unit, source.text, digits).then(
      (result) => done(Object.fromEntries(result.map((v) => [v.unit, v])), null),
      (e: unknown) => done({}, toToolError(e)),
    );
  }, [key, field, category, source, digits]);

  // While the next answer is on its way (a fraction of a millisecond), the fields keep the
  // previous one for the same field instead of flashing empty.
  const current = answer && answer.key === key ? answer : null;
  const previous = key && answer && answer.field === field && !answer.error ? answer : null;
  const values = (current ?? previous)?.values ?? {};
  const error = current?.error ?? null;

  function chooseCategory(id: string) {
    setCategoryId(id);
    setSource(null);
  }

  if (loadError) return <ErrorNotice text={errorText(loadError)} />;
  if (!category) return null;

  return (
    <div className="uc-tool">
      {/* A wrapping row of separate radio buttons rather than tabs: every quantity stays visible
          at 375 px, and there is no tab panel, only the fields below changing. */}
      <div role="radiogroup" aria-label={t('category')} className="uc-categories">
        {catalogue.map((c) => (
          <label key={c.id} className="light-choice uc-category">
            <input
              type="radio"
              className="light-overlay-input"
              name="uc-category"
              value={c.id}
              checked={category.id === c.id}
              onChange={() => chooseCategory(c.id)}
            />
            {t(`categories.${c.id}`)}
          </label>
        ))}
      </div>
      <div className="uc-digits">
        <label htmlFor="uc-digits">{t('digits')}</label>
        <select
          id="uc-digits"
          className="light-select uc-digits-select"
          value={digits}
          onChange={(e) => setDigits(Number(e.target.value))}
          aria-describedby="uc-digits-help"
        >
          {DIGIT_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <span id="uc-digits-help" className="uc-secondary">
          {t('digitsHelp')}
        </span>
      </div>
      <form className="uc-fields" noValidate onSubmit={(e) => e.preventDefault()}>
        {category.units.map((unit) => {
          const editing = source?.unit === unit;
          return (
            <UnitField
              key={unit}
              unit={unit}
              label={t(`units.${unit}`)}
              value={editing ? source.text : (values[unit]?.text ?? '')}
              editing={editing}
              rounded={!editing && values[unit] !== undefined && !values[unit].exact}
              digits={digits}
              error={editing ? (errorText(error) ?? null) : null}
              onChange={(text) => setSource({ unit, text })}
            />
          );
        })}
      </form>
      <p className="uc-secondary uc-hint">{t('hint')}</p>
    </div>
  );
}
