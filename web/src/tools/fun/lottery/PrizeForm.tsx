/**
 * The six prize names, edited and submitted as a form. Each field is checked by the core
 * (not empty, at most 20 characters) as it is typed and when it is left, and all of them again
 * on submit; the saved names are the tidied ones (spaces trimmed and collapsed). A refused name
 * is said under its field (tied to it by aria-describedby), and a refused submit puts the focus
 * on the first such field.
 */
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryCheckPrize, toToolError, type ToolError } from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';

const NS = 'lottery';

interface Props {
  prizes: string[];
  /** Changes when the saved names change or are reset: the fields then show them again. */
  version: string;
  disabled: boolean;
  onSave: (prizes: string[]) => void;
  onReset: () => void;
  /** A name was typed: what was said about the last save no longer holds. */
  onEdit: () => void;
}

/**
 * Shows the saved names again after Save (tidied), Reset or a change of language (the default
 * names). Not remounted for that: the focus stays on the field or button the user was on.
 */
export function PrizeForm({ prizes, version, disabled, onSave, onReset, onEdit }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // What was typed and what the core said of it, for the names of one `version` only: a new
  // version shows its names afresh, and a late answer about the old ones is dropped.
  const [drafts, setDrafts] = useState({ version, names: prizes });
  const [checked, setChecked] = useState({ version, errors: [] as (ToolError | null)[] });
  const names = drafts.version === version ? drafts.names : prizes;
  const errors = checked.version === version ? checked.errors : [];
  // The latest check of each field: an older answer arriving late does not overwrite it.
  const checks = useRef<number[]>([]);
  const latest = useRef(version);
  useLayoutEffect(() => {
    latest.current = version;
  });
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

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
      setChecked((old) => {
        const errors = old.version === version ? [...old.errors] : [];
        errors[i] = error;
        return { version, errors };
      });
    }
    return tidy;
  }

  function edit(i: number, value: string) {
    setDrafts({ version, names: names.map((x, k) => (k === i ? value : x)) });
    onEdit();
    void check(i, value);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const tidied = await Promise.all(names.map((name, i) => check(i, name)));
    const refused = tidied.findIndex((name) => name === null);
    if (refused >= 0) inputs.current[refused]?.focus();
    else onSave(tidied as string[]);
  }

  return (
    <form className="lottery-form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="lottery-fieldset">
        <legend>{t('prizes')}</legend>
        {names.map((name, i) => {
          const id = `lottery-prize-${i + 1}`;
          const error = errors[i] ?? null;
          return (
            <div key={i} className="light-field lottery-prize">
              <label className="light-label" htmlFor={id}>
                {t('prizeLabel', { n: i + 1 })}
              </label>
              <input
                ref={(el) => {
                  inputs.current[i] = el;
                }}
                id={id}
                className="text-input light-input"
                value={name}
                maxLength={60}
                autoComplete="off"
                disabled={disabled}
                onChange={(e) => edit(i, e.target.value)}
                onBlur={(e) => void check(i, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error && (
                <p id={`${id}-error`} className="light-error" role="alert">
                  {errorText(error)}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
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
