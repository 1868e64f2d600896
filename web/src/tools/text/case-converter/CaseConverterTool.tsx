/**
 * English case conversion. Every case is shown at once, each with its own Copy button (as
 * IT-Tools does), so nobody has to try the modes one by one. The conversions follow the text
 * as it is typed (after a short pause); large texts are converted in a worker and shown as
 * previews, while Copy takes the whole result.
 */
import { ClearOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT_LENGTH, ToolError, caseConvert, toToolError, type CaseMode } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import { isString } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import './case-converter.css';

const NS = 'case-converter';
const MODES: CaseMode[] = ['upper', 'lower', 'title', 'sentence', 'camel', 'snake', 'kebab'];
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
    <Flex vertical gap={16}>
      <Input.TextArea
        aria-label={t('inputLabel')}
        placeholder={t('placeholder')}
        value={text}
        onChange={(e) => edit(e.target.value)}
        rows={6}
        spellCheck={false}
        className="case-input"
      />
      <Flex wrap gap={8} align="center">
        <Button
          icon={<ClearOutlined aria-hidden />}
          onClick={() => edit('')}
          disabled={text.length === 0}
        >
          {t('reset')}
        </Button>
        {busy && <Typography.Text type="secondary">{t('common:actions.working')}</Typography.Text>}
      </Flex>
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      <div role="group" aria-label={t('modesLabel')} className="case-results">
        {MODES.map((mode) => {
          const result = text.length === 0 ? '' : (results[mode] ?? '');
          const shown = result.length > PREVIEW ? `${result.slice(0, PREVIEW)}…` : result;
          return (
            <div key={mode} className="case-row">
              <label htmlFor={`case-${mode}`} className="case-label">
                {t(`modes.${mode}`)}
              </label>
              <Input.TextArea
                id={`case-${mode}`}
                value={shown}
                readOnly
                autoSize={{ minRows: 1, maxRows: 3 }}
                spellCheck={false}
                placeholder={t('resultPlaceholder')}
                className="case-output"
              />
              <CopyButton text={result} aria-label={t('copyMode', { mode: t(`modes.${mode}`) })} />
            </div>
          );
        })}
      </div>
    </Flex>
  );
}
