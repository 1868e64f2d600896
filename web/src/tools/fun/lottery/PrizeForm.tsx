/**
 * The wheel's prizes, edited and submitted as a form: each prize's name, its weight (its
 * chance, shown in percent) and whether it is a no-prize slot; prizes added (up to 12) and
 * removed (down to 2); whether a winner leaves the wheel. Each name is checked by the core (not
 * empty, at most 20 characters) as it is typed and when it is left, and all of them again on
 * submit; the saved names are the tidied ones (spaces trimmed and collapsed). A refused name or
 * weight is said under its field (tied to it by aria-describedby), and a refused submit puts
 * the focus on the first such field.
 */
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, lotteryCheckPrize, toToolError } from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';
import {
  MAX_PRIZES,
  MAX_WEIGHT,
  MIN_PRIZES,
  chancePercent,
  isWeight,
  type Prize,
  type Wheel,
} from './wheel';

const NS = 'lottery';

interface Props {
  wheel: Wheel;
  /** Changes when the saved wheel changes or is reset: the fields then show it again. */
  version: string;
  disabled: boolean;
  onSave: (wheel: Wheel) => void;
  onReset: () => void;
  /** Something was typed: what was said about the last save no longer holds. */
  onEdit: () => void;
}

interface Row {
  name: string;
  weight: string;
  blank: boolean;
}

interface Errors {
  name: (ToolError | null)[];
  weight: (ToolError | null)[];
}

const rowsOf = (prizes: Prize[]): Row[] =>
  prizes.map((p) => ({ name: p.name, weight: String(p.weight), blank: p.blank }));

const weightOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

function weightError(text: string): ToolError | null {
  return isWeight(weightOf(text))
    ? null
    : new ToolError('lottery.weight_range', { min: '1', max: String(MAX_WEIGHT) });
}

/**
 * Shows the saved wheel again after Save (tidied), Reset or a change of language (the default
 * names). Not remounted for that: the focus stays on the field or button the user was on.
 */
export function PrizeForm({ wheel, version, disabled, onSave, onReset, onEdit }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // What was typed and what the core said of it, for the wheel of one `version` only: a new
  // version shows its wheel afresh, and a late answer about the old one is dropped.
  const [drafts, setDrafts] = useState({
    version,
    rows: rowsOf(wheel.prizes),
    remove: wheel.remove,
  });
  const [checked, setChecked] = useState<{ version: string } & Errors>({
    version,
    name: [],
    weight: [],
  });
  const current = drafts.version === version;
  const rows = current ? drafts.rows : rowsOf(wheel.prizes);
  const remove = current ? drafts.remove : wheel.remove;
  const errors: Errors = checked.version === version ? checked : { name: [], weight: [] };
  // The latest check of each field: an older answer arriving late does not overwrite it.
  const checks = useRef<number[]>([]);
  const latest = useRef(version);
  useLayoutEffect(() => {
    latest.current = version;
  });
  const names = useRef<(HTMLInputElement | null)[]>([]);
  const weights = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);

  function setErrors(update: (e: Errors) => Errors) {
    setChecked((old) => {
      const base = old.version === version ? old : { version, name: [], weight: [] };
      return { version, ...update({ name: [...base.name], weight: [...base.weight] }) };
    });
  }

  /** The tidied name, or null when the core refuses it (the reason then shows under it). */
  async function check(i: number, value: string): Promise<string | null> {
    const seq = (checks.current[i] ?? 0) + 1;
    checks.current[i] = seq;
    let error: ToolError | null = null;
    let tidy: string | null = null;
    try {
      tidy = await lotteryCheckPrize(value);
    } catch (e) {
      error = toToolError(e);
    }
    if (seq === checks.current[i] && version === latest.current) {
      setErrors((e) => {
        e.name[i] = error;
        return e;
      });
    }
    return tidy;
  }

  function change(next: Row[], nextRemove = remove) {
    setDrafts({ version, rows: next, remove: nextRemove });
    onEdit();
  }

  function edit(i: number, patch: Partial<Row>) {
    change(rows.map((row, k) => (k === i ? { ...row, ...patch } : row)));
    if (patch.name !== undefined) void check(i, patch.name);
    if (patch.weight !== undefined) {
      const error = weightError(patch.weight);
      setErrors((e) => {
        e.weight[i] = error;
        return e;
      });
    }
  }

  function add() {
    const next = [
      ...rows,
      { name: t('newPrize', { n: rows.length + 1 }), weight: '1', blank: false },
    ];
    change(next);
    // The new prize's name, ready to be typed over.
    requestAnimationFrame(() => names.current[next.length - 1]?.select());
  }

  function removeRow(i: number) {
    change(rows.filter((_, k) => k !== i));
    checks.current.splice(i, 1);
    setErrors((e) => {
      e.name.splice(i, 1);
      e.weight.splice(i, 1);
      return e;
    });
    // The focus goes to the prize that took its place (or the one before, or Add).
    requestAnimationFrame(() =>
      (names.current[Math.min(i, rows.length - 2)] ?? addButton.current)?.focus(),
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const weightErrors = rows.map((row) => weightError(row.weight));
    setErrors((err) => ({ ...err, weight: weightErrors }));
    const tidied = await Promise.all(rows.map((row, i) => check(i, row.name)));
    const badName = tidied.findIndex((name) => name === null);
    const badWeight = weightErrors.findIndex((error) => error !== null);
    if (badName >= 0 && (badWeight < 0 || badName <= badWeight)) names.current[badName]?.focus();
    else if (badWeight >= 0) weights.current[badWeight]?.focus();
    else
      onSave({
        prizes: rows.map((row, i) => ({
          name: tidied[i] as string,
          weight: weightOf(row.weight),
          blank: row.blank,
        })),
        remove,
      });
  }

  const usable = rows.map((row) => weightOf(row.weight));
  const allUsable = usable.every(isWeight);

  return (
    <form className="lottery-form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="lottery-fieldset">
        <legend>{t('prizes')}</legend>
        {rows.map((row, i) => {
          const id = `lottery-prize-${i + 1}`;
          const nameError = errors.name[i] ?? null;
          const wError = errors.weight[i] ?? null;
          const chance = allUsable && isWeight(usable[i]) ? chancePercent(usable[i], usable) : null;
          return (
            <div key={i} className="lottery-prize" data-testid="lottery-prize">
              <div className="light-field lottery-name">
                <label className="light-label" htmlFor={id}>
                  {t('prizeLabel', { n: i + 1 })}
                </label>
                <input
                  ref={(el) => {
                    names.current[i] = el;
                  }}
                  id={id}
                  className="text-input light-input"
                  value={row.name}
                  maxLength={60}
                  autoComplete="off"
                  disabled={disabled}
                  onChange={(e) => edit(i, { name: e.target.value })}
                  onBlur={(e) => void check(i, e.target.value)}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${id}-error` : undefined}
                />
                {nameError && (
                  <p id={`${id}-error`} className="light-error" role="alert">
                    {errorText(nameError)}
                  </p>
                )}
              </div>
              <div className="lottery-prize-options">
                <label className="lottery-weight">
                  <span>{t('weight')}</span>
                  <input
                    ref={(el) => {
                      weights.current[i] = el;
                    }}
                    className="text-input light-input"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_WEIGHT}
                    step={1}
                    value={row.weight}
                    disabled={disabled}
                    aria-label={t('weightOf', { n: i + 1 })}
                    aria-invalid={wError ? true : undefined}
                    aria-describedby={wError ? `${id}-weight-error` : `${id}-chance`}
                    onChange={(e) => edit(i, { weight: e.target.value })}
                  />
                </label>
                <span id={`${id}-chance`} className="lottery-chance" data-testid="lottery-chance">
                  {chance === null ? '' : t('chance', { percent: chance })}
                </span>
                <label className="light-check">
                  <input
                    type="checkbox"
                    checked={row.blank}
                    disabled={disabled}
                    aria-label={t('blankOf', { n: i + 1 })}
                    onChange={(e) => edit(i, { blank: e.target.checked })}
                  />
                  <span aria-hidden>{t('blank')}</span>
                </label>
                {rows.length > MIN_PRIZES && (
                  <button
                    type="button"
                    className="button lottery-remove-row"
                    disabled={disabled}
                    aria-label={t('removePrize', { n: i + 1 })}
                    title={t('removePrize', { n: i + 1 })}
                    onClick={() => removeRow(i)}
                  >
                    ×
                  </button>
                )}
              </div>
              {wError && (
                <p id={`${id}-weight-error`} className="light-error" role="alert">
                  {errorText(wError)}
                </p>
              )}
            </div>
          );
        })}
        {rows.length < MAX_PRIZES && (
          <button
            ref={addButton}
            type="button"
            className="button lottery-add"
            disabled={disabled}
            onClick={add}
          >
            {t('addPrize')}
          </button>
        )}
      </fieldset>
      <label className="light-check lottery-remove-winner">
        <input
          type="checkbox"
          checked={remove}
          disabled={disabled}
          onChange={(e) => change(rows, e.target.checked)}
        />
        <span>{t('removeWinner')}</span>
      </label>
      <div className="light-actions">
        <button type="submit" className="button button-primary" disabled={disabled}>
          {t('save')}
        </button>
        <button type="button" className="button" disabled={disabled} onClick={onReset}>
          {t('reset')}
        </button>
      </div>
    </form>
  );
}
