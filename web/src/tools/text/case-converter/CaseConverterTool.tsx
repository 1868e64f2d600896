/**
 * English case conversion. Every case is shown at once, each with its own Copy button (as
 * IT-Tools does), so nobody has to try the modes one by one. The conversions follow the text
 * as it is typed (after a short pause); large texts are converted in a worker and shown as
 * previews, while Copy takes the whole result.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts), like the UUID
 * generator: on a phone antd's code, stylesheet and provider were most of this page's load.
 */
import clearSvg from '@ant-design/icons-svg/inline-svg/outlined/clear.svg?raw';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT_LENGTH, ToolError, caseConvert, toToolError, type CaseMode } from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { isString } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import '../../../shared/lightControls.css';
import './case-converter.css';
import { ErrorNotice } from '../../../shared/ErrorNotice';

const ClearOutlined = lightIcon(clearSvg, 'ClearOutlined');

const NS = 'case-converter';
const MODES: CaseMode[] = [
  'upper',
  'lower',
  'title',
  'sentence',
  'camel',
  'pascal',
  'snake',
  'constant',
  'kebab',
  'header',
  'dot',
  'path',
];
/** Longest result shown in full; a longer one shows its start (Copy still takes all of it). */
const PREVIEW = 5_000;
/** Pause after the last keystroke before converting. */
const DEBOUNCE_MS = 150;

type Results = Partial<Record<CaseMode, string>>;

export default function CaseConverterTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // A short text is in the URL (`#text=hello+world`); a long one stays in the page only.
  const [text, setText] = useUrlState('text', useState(''), isString);
  const [results, setResults] = useState<Results>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    // An empty input shows empty results (see `result` below): nothing to convert.
    if (text.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      void (async () => {
        const next: Results = {};
        try {
          // Each case appears as soon as it is ready (a large text takes a moment per case).
          for (const mode of MODES) {
            next[mode] = await caseConvert(text, mode, controller.signal);
            if (controller.signal.aborted) return;
            setResults({ ...next });
          }
          setError(null);
        } catch (e) {
          if (!controller.signal.aborted) setError(toToolError(e));
        } finally {
          if (!controller.signal.aborted) setBusy(false);
        }
      })();
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      // Refuse the paste but keep what was there.
      setError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    setText(value);
    setError(null);
  }

  return (
    <div className="case-tool">
      <textarea
        aria-label={t('inputLabel')}
        placeholder={t('placeholder')}
        value={text}
        onChange={(e) => edit(e.target.value)}
        rows={6}
        spellCheck={false}
        className="light-textarea case-input"
      />
      <div className="light-actions">
        <button
          type="button"
          className="button"
          onClick={() => edit('')}
          disabled={text.length === 0}
        >
          <ClearOutlined aria-hidden />
          {t('reset')}
        </button>
        {busy && <span className="case-busy">{t('common:actions.working')}</span>}
      </div>
      {error && <ErrorNotice text={errorText(error)} />}
      <div role="group" aria-label={t('modesLabel')} className="case-results">
        {MODES.map((mode) => {
          const result = text.length === 0 ? '' : (results[mode] ?? '');
          const shown = result.length > PREVIEW ? `${result.slice(0, PREVIEW)}…` : result;
          return (
            <div key={mode} className="case-row">
              <label htmlFor={`case-${mode}`} className="case-label">
                {t(`modes.${mode}`)}
              </label>
              <textarea
                id={`case-${mode}`}
                value={shown}
                readOnly
                rows={1}
                spellCheck={false}
                placeholder={t('resultPlaceholder')}
                className="light-textarea case-output"
              />
              <LightCopyButton
                text={result}
                ariaLabel={t('copyMode', { mode: t(`modes.${mode}`) })}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
