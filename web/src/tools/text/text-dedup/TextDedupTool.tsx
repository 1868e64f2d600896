/**
 * Remove duplicate lines: keeps the first occurrence of each line in the original order, with
 * options to compare trimmed or case-folded lines, drop empty lines and sort. Updates as the
 * user types; long texts are processed in the worker.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts), like the case
 * converter: on a phone antd's code, stylesheet and provider were most of this page's load.
 */
import clearSvg from '@ant-design/icons-svg/inline-svg/outlined/clear.svg?raw';
import downloadSvg from '@ant-design/icons-svg/inline-svg/outlined/download.svg?raw';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_TEXT_LENGTH,
  ToolError,
  textDedup,
  toToolError,
  type DedupResult,
  type DedupSort,
} from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { LightLongTextInput } from '../../../shared/LightLongTextInput';
import { MIME, downloadFile } from '../../../shared/download';
import { lightIcon } from '../../../shared/lightIcon';
import { preview } from '../../../shared/preview';
import { useErrorText } from '../../../shared/useErrorText';
import { isBoolean, isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { formatCount } from '../../../shared/formatCount';
import { sortText } from './sortText';
import '../../../shared/lightControls.css';
import './text-dedup.css';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { RadioOptions } from '../../../shared/LightChoices';

const ClearOutlined = lightIcon(clearSvg, 'ClearOutlined');
const DownloadOutlined = lightIcon(downloadSvg, 'DownloadOutlined');

const NS = 'text-dedup';
const SORTS: DedupSort[] = ['none', 'ascending', 'descending'];

export default function TextDedupTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [trim, setTrim] = usePersistentState(`${NS}:trim`, true, isBoolean);
  const [ignoreCase, setIgnoreCase] = usePersistentState(`${NS}:ignoreCase`, false, isBoolean);
  const [dropEmpty, setDropEmpty] = usePersistentState(`${NS}:dropEmpty`, false, isBoolean);
  const [sort, setSort] = usePersistentState<DedupSort>(`${NS}:sort`, 'none', isOneOf(SORTS));
  // Code-point order (the old behaviour, useful for identifiers) instead of the collation.
  const [codePoint, setCodePoint] = usePersistentState(`${NS}:codePoint`, false, isBoolean);
  const [text, setText] = useState('');
  const [result, setResult] = useState<DedupResult | null>(null);
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    if (text.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        const collate = sort !== 'none' && !codePoint;
        const coreSort = collate ? 'none' : sort;
        textDedup(text, { trim, ignoreCase, dropEmpty, sort: coreSort }, controller.signal)
          .then(async (r) =>
            collate
              ? { ...r, text: await sortText(r.text, sort === 'descending', controller.signal) }
              : r,
          )
          .then(
            (r) => {
              if (controller.signal.aborted) return;
              setResult(r);
              setError(null);
            },
            (e: unknown) => !controller.signal.aborted && setError(toToolError(e)),
          );
      },
      text.length > 100_000 ? 300 : 60,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, trim, ignoreCase, dropEmpty, sort, codePoint]);

  const n = (value: number) => formatCount(value, i18n.language);
  // "1 line", "2 duplicates": each count takes its own singular or plural.
  const counted = (key: string, count: number) => t(key, { count, n: n(count) });

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      setError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    setError(null);
    setText(value);
  }

  const output = text.length > 0 ? (result?.text ?? '') : '';
  return (
    <div className="dedup-tool">
      <LightLongTextInput
        id="dedup-input"
        value={text}
        onChange={edit}
        label={t('inputLabel')}
        hideLabel
        placeholder={t('placeholder')}
        rows={8}
        longNotice={t('longText', { count: n(text.length) })}
      />
      <div className="dedup-options" role="group" aria-label={t('optionsLabel')}>
        <Check checked={trim} onChange={setTrim} label={t('trim')} />
        <Check checked={ignoreCase} onChange={setIgnoreCase} label={t('ignoreCase')} />
        <Check checked={dropEmpty} onChange={setDropEmpty} label={t('dropEmpty')} />
        <div className="dedup-sort">
          <fieldset className="dedup-order">
            <legend>{t('sort')}</legend>
            <div className="light-choices">
              <RadioOptions
                name="dedup-sort"
                value={sort}
                options={SORTS}
                label={(value) => t(`sorts.${value}`)}
                onChange={setSort}
              />
            </div>
          </fieldset>
          {sort !== 'none' && (
            <Check checked={codePoint} onChange={setCodePoint} label={t('codePoint')} />
          )}
        </div>
      </div>
      {error && <ErrorNotice text={errorText(error)} />}
      <div className="dedup-bar">
        <p role="status" className="dedup-summary" data-testid="dedup-summary">
          {result && text.length > 0
            ? t('summary', {
                removed: counted('removedLines', result.duplicates + result.empty),
                duplicates: counted('duplicates', result.duplicates),
                empty: counted('emptyLines', result.empty),
                remain: t('remain', {
                  count: result.lines,
                  kept: n(result.kept),
                  lines: n(result.lines),
                }),
              })
            : t('summaryEmpty')}
        </p>
        <div className="light-actions">
          <LightCopyButton text={output} label={t('copy')} />
          <button
            type="button"
            className="button"
            disabled={output.length === 0}
            onClick={() => downloadFile(output, t('fileName'), MIME.text)}
          >
            <DownloadOutlined aria-hidden />
            {t('download')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => edit('')}
            disabled={text.length === 0}
          >
            <ClearOutlined aria-hidden />
            {t('common:actions.clear')}
          </button>
        </div>
      </div>
      <div>
        <label htmlFor="dedup-output" className="visually-hidden">
          {t('outputLabel')}
        </label>
        <textarea
          id="dedup-output"
          className="light-textarea"
          value={preview(output)}
          readOnly
          rows={8}
          spellCheck={false}
        />
      </div>
    </div>
  );
}

/** A checkbox beside its label (antd's Checkbox). */
function Check({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <label className="light-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
