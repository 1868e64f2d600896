/**
 * UUID generator: 1 to 10,000 UUIDs (v4 by default, v1, v7), upper case and hyphen options,
 * copy all, export as .txt or as an Excel .xlsx written in the browser by the wasm core; below,
 * name-based v3/v5 UUIDs, the Nil and Max UUIDs, and reading a pasted UUID (UuidExtras.tsx).
 * The options are remembered; the quantity is checked as it is typed.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone, antd's
 * code, stylesheet and provider were most of this page's load time.
 */
import downloadSvg from '@ant-design/icons-svg/inline-svg/outlined/download.svg?raw';
import fileExcelSvg from '@ant-design/icons-svg/inline-svg/outlined/file-excel.svg?raw';
import thunderboltSvg from '@ant-design/icons-svg/inline-svg/outlined/thunderbolt.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ToolError,
  toToolError,
  uuidGenerate,
  uuidParseQuantity,
  xlsxSingleColumn,
  type UuidVersion,
} from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { lightIcon } from '../../../shared/lightIcon';
import { MIME, downloadFile } from '../../../shared/download';
import { formatCount } from '../../../shared/formatCount';
import { useErrorText } from '../../../shared/useErrorText';
import { useUrlState } from '../../../shared/useUrlState';
import {
  isBoolean,
  isOneOf,
  isString,
  usePersistentState,
} from '../../../shared/usePersistentState';

import { formatUuids } from './format';
import { UuidExtras } from './UuidExtras';
import '../../../shared/lightControls.css';
import './uuid.css';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LightChoices } from '../../../shared/LightChoices';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const DownloadOutlined = lightIcon(downloadSvg, 'DownloadOutlined');
const FileExcelOutlined = lightIcon(fileExcelSvg, 'FileExcelOutlined');
const ThunderboltOutlined = lightIcon(thunderboltSvg, 'ThunderboltOutlined');

const NS = 'uuid-generator';
const VERSIONS: UuidVersion[] = ['v4', 'v1', 'v7'];

interface Batch {
  ids: string[];
  version: UuidVersion;
}

export default function UuidGeneratorTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // Options in the URL too (`#version=v7&quantity=5&uppercase=true`): a link opens the same list.
  const [version, setVersion] = useUrlState(
    'version',
    usePersistentState<UuidVersion>(`${NS}:version`, 'v4', isOneOf(VERSIONS)),
    isOneOf(VERSIONS),
    'v4',
  );
  const [quantity, setQuantity] = useUrlState(
    'quantity',
    usePersistentState(`${NS}:quantity`, '10', isString),
    isString,
    '10',
  );
  const [uppercase, setUppercase] = useUrlState(
    'uppercase',
    usePersistentState(`${NS}:uppercase`, false, isBoolean),
    isBoolean,
    false,
  );
  const [hyphens, setHyphens] = useUrlState(
    'hyphens',
    usePersistentState(`${NS}:hyphens`, true, isBoolean),
    isBoolean,
    true,
  );
  const [quantityError, setQuantityError] = useState<ToolError | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [exporting, setExporting] = useState(false);
  const generatedOnce = useRef(false);

  // Check the quantity as it is typed, so the message appears before pressing Generate.
  useEffect(() => {
    let stale = false;
    uuidParseQuantity(quantity).then(
      () => !stale && setQuantityError(null),
      (e: unknown) => !stale && setQuantityError(toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [quantity]);

  async function generate() {
    setError(null);
    try {
      const count = await uuidParseQuantity(quantity);
      // Generated in the canonical form; the format options apply when shown, so that ticking
      // one changes the current list at once instead of waiting for the next Generate.
      const ids = await uuidGenerate({ version, quantity: count, uppercase: false, hyphens: true });
      setBatch({ ids, version });
    } catch (e) {
      const err = toToolError(e);
      if (err.code.startsWith('uuid.quantity')) setQuantityError(err);
      else setError(err);
    }
  }

  // Something to copy straight away on the first visit.
  useEffect(() => {
    if (generatedOnce.current) return;
    generatedOnce.current = true;
    void generate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text = batch ? formatUuids(batch.ids, { uppercase, hyphens }) : '';
  const baseName = batch ? `${t('fileName')}-${batch.version}-${batch.ids.length}` : '';

  async function exportXlsx() {
    if (!batch || exporting) return;
    setExporting(true);
    setError(null);
    try {
      const bytes = await xlsxSingleColumn('UUID', text.split('\n'), t('sheetName'));
      downloadFile(bytes as Uint8Array<ArrayBuffer>, `${baseName}.xlsx`, MIME.xlsx);
    } catch (e) {
      setError(toToolError(e));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="uuid-tool">
      <form
        className="uuid-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void generate();
        }}
      >
        <div className="uuid-options">
          <div className="light-field">
            <label className="light-label" htmlFor="uuid-quantity">
              {t('quantity')}
            </label>
            <input
              id="uuid-quantity"
              className="text-input light-input uuid-quantity"
              inputMode="numeric"
              autoComplete="off"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              aria-invalid={quantityError ? true : undefined}
              aria-describedby="uuid-quantity-help"
            />
            <p id="uuid-quantity-help" className={quantityError ? 'light-error' : 'light-help'}>
              {quantityError ? errorText(quantityError) : t('quantityHelp')}
            </p>
          </div>
          <LightChoices
            legend={t('version')}
            className="uuid-version"
            help={t(`versions.${version}.hint`)}
            name="uuid-version"
            value={version}
            options={VERSIONS}
            label={(v) => t(`versions.${v}.label`)}
            onChange={setVersion}
          />
          <fieldset className="light-field">
            <legend className="light-label">{t('format')}</legend>
            <div className="light-checks">
              <label className="light-check">
                <input
                  type="checkbox"
                  checked={uppercase}
                  onChange={(e) => setUppercase(e.target.checked)}
                />
                {t('uppercase')}
              </label>
              <label className="light-check">
                <input
                  type="checkbox"
                  checked={!hyphens}
                  onChange={(e) => setHyphens(!e.target.checked)}
                />
                {t('noHyphens')}
              </label>
            </div>
          </fieldset>
        </div>
        <button type="submit" className="button button-primary">
          <ThunderboltOutlined aria-hidden />
          {t('generate')}
        </button>
      </form>

      {error && <ErrorNotice text={errorText(error)} />}

      {batch && (
        <div className="uuid-result">
          <p className="uuid-summary" data-testid="uuid-summary">
            {t('summary', {
              count: batch.ids.length,
              formatted: formatCount(batch.ids.length, i18n.language),
              version: t(`versions.${batch.version}.label`),
            })}
          </p>
          <textarea
            aria-label={t('output')}
            value={text}
            readOnly
            rows={12}
            spellCheck={false}
            wrap="off"
            className="light-textarea uuid-output"
          />
          <div className="light-actions">
            <LightCopyButton text={text} label={t('copyAll')} />
            <button
              type="button"
              className="button"
              onClick={() => downloadFile(`${text}\n`, `${baseName}.txt`, MIME.text)}
            >
              <DownloadOutlined aria-hidden />
              {t('exportTxt')}
            </button>
            <button
              type="button"
              className="button"
              aria-busy={exporting || undefined}
              aria-disabled={exporting || undefined}
              onClick={() => void exportXlsx()}
            >
              {exporting ? (
                <span className="spinner uuid-spinner" aria-hidden />
              ) : (
                <FileExcelOutlined aria-hidden />
              )}
              {t('exportXlsx')}
            </button>
          </div>
        </div>
      )}
      {/* After the first batch: drawn before it, the batch arriving pushed these cards down. */}
      {(batch || error) && <UuidExtras />}
    </div>
  );
}
