/**
 * Character count: live counts while typing. Short texts are counted at once; long ones
 * (large pastes) after a short pause, in the worker, so typing never stutters.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): the counts are a
 * grid of our stat boxes instead of antd's Card and Statistic, so a phone loads no antd.
 */
import clearSvg from '@ant-design/icons-svg/inline-svg/outlined/clear.svg?raw';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT_LENGTH, ToolError, textCount, toToolError, type TextStats } from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { LightLongTextInput } from '../../../shared/LightLongTextInput';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { formatCount } from '../../../shared/formatCount';
import '../../../shared/lightControls.css';
import './character-count.css';
import { ErrorNotice } from '../../../shared/ErrorNotice';

const ClearOutlined = lightIcon(clearSvg, 'ClearOutlined');

const NS = 'character-count';
const FIELDS: (keyof TextStats)[] = [
  'words',
  'characters',
  'charactersNoSpaces',
  'chinese',
  'englishWords',
  'letters',
  'digits',
  'chinesePunctuation',
  'englishPunctuation',
  'spaces',
  'lines',
  'paragraphs',
  'bytes',
];
const ZERO = Object.fromEntries(FIELDS.map((f) => [f, 0])) as unknown as TextStats;

export default function CharacterCountTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [text, setText] = useState('');
  // The counts and the text they are of: while they differ, a count is on its way.
  const [counted, setCounted] = useState<{ text: string; stats: TextStats }>({
    text: '',
    stats: ZERO,
  });
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    // Nothing to count: the zeros need no wasm (its module comes after the first paint).
    if (text === '') return;
    const controller = new AbortController();
    const large = text.length > 100_000;
    const timer = setTimeout(
      () => {
        textCount(text, controller.signal).then(
          (s) => {
            if (controller.signal.aborted) return;
            setCounted({ text, stats: s });
          },
          (e: unknown) => !controller.signal.aborted && setError(toToolError(e)),
        );
      },
      large ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      setError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    setError(null);
    setText(value);
  }

  const stats = text === '' ? ZERO : counted.stats;
  const pending = counted.text !== text && text.length > 100_000;
  const summary = FIELDS.map(
    (f) => `${t('labelled', { label: t(`fields.${f}`) })}${formatCount(stats[f], i18n.language)}`,
  ).join('\n');
  return (
    <div className="count-tool">
      <LightLongTextInput
        id="count-input"
        value={text}
        onChange={edit}
        label={t('inputLabel')}
        hideLabel
        placeholder={t('placeholder')}
        rows={10}
        longNotice={t('longText', { count: formatCount(text.length, i18n.language) })}
      />
      <div className="light-actions">
        <LightCopyButton text={text.length > 0 ? summary : ''} label={t('copyCounts')} />
        <button
          type="button"
          className="button"
          onClick={() => edit('')}
          disabled={text.length === 0}
        >
          <ClearOutlined aria-hidden />
          {t('common:actions.clear')}
        </button>
        {pending && <span className="count-secondary">{t('counting')}</span>}
      </div>
      {error && <ErrorNotice text={errorText(error)} />}
      <ul className="count-grid" aria-label={t('countsLabel')}>
        {FIELDS.map((f) => (
          <li key={f} className="count-box">
            <span className="count-title">{t(`fields.${f}`)}</span>
            <span className="count-value" data-testid={`count-${f}`}>
              {formatCount(stats[f], i18n.language)}
            </span>
          </li>
        ))}
      </ul>
      <p className="count-secondary count-note">{t('note')}</p>
    </div>
  );
}
