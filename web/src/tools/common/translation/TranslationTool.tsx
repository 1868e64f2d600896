/**
 * Translation: text in one of eight languages (or detected) into another, through our server's
 * `/api/translate` (the provider is the operator's choice; the page says the text leaves the
 * device). The input is kept across reloads and failures; recent translations stay in this
 * browser.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone, antd's
 * code, stylesheet and provider were most of this page's load time.
 */
import swapSvg from '@ant-design/icons-svg/inline-svg/outlined/swap.svg?raw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { lightIcon } from '../../../shared/lightIcon';
import { isOneOf, isString, usePersistentState } from '../../../shared/usePersistentState';
import {
  LANGUAGES,
  MAX_CHARS,
  TranslateError,
  addRecent,
  clearRecent,
  countChars,
  readRecent,
  translate,
  type Language,
  type RecentItem,
  type Source,
  type TranslateAnswer,
} from './api';
import '../../../shared/lightControls.css';
import './translation.css';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const SwapOutlined = lightIcon(swapSvg, 'SwapOutlined');

const NS = 'translation';
const isSource = isOneOf<Source>(['auto', ...LANGUAGES]);
const isLanguage = isOneOf<Language>(LANGUAGES);
/** Codes with their own message; every other failure gets the spec's general one. */
const OWN_MESSAGES = ['offline', 'translate.too_long', 'translate.undetected'];

export default function TranslationTool() {
  const { t } = useTranslation(NS);
  const [text, setText] = usePersistentState(`${NS}:text`, '', isString);
  const [source, setSource] = usePersistentState<Source>(`${NS}:source`, 'auto', isSource);
  const [target, setTarget] = usePersistentState<Language>(`${NS}:target`, 'zh', isLanguage);
  const [answer, setAnswer] = useState<TranslateAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [recent, setRecent] = useState<RecentItem[]>(readRecent);

  const chars = countChars(text);
  const tooLong = chars > MAX_CHARS;
  const languageOptions = LANGUAGES.map((code) => (
    <option key={code} value={code}>
      {t(`languages.${code}`)}
    </option>
  ));

  async function run() {
    if (!text.trim() || tooLong || running) return;
    setRunning(true);
    setError(null);
    try {
      const result = await translate(text, source, target);
      setAnswer(result);
      setRecent(
        addRecent({
          text,
          result: result.text,
          source,
          target,
          detected: result.detected,
          at: Date.now(),
        }),
      );
    } catch (e) {
      const code = e instanceof TranslateError ? e.code : 'failed';
      setError(OWN_MESSAGES.includes(code) ? code : 'failed');
      setAnswer(null);
    } finally {
      setRunning(false);
    }
  }

  function swap() {
    // "Auto" has no place as a target: swapping from it uses the detected language, or English.
    const from = source === 'auto' ? (answer?.detected ?? (target === 'en' ? 'zh' : 'en')) : source;
    setSource(target);
    setTarget(from);
    if (answer) {
      setText(answer.text);
      setAnswer(null);
    }
  }

  const max = MAX_CHARS.toLocaleString();
  return (
    <div className="tr-tool">
      <p className="tr-secondary tr-privacy" data-testid="tr-privacy">
        {t('privacy')}
      </p>
      <section className="tr-card">
        <div className="tr-langs">
          <select
            aria-label={t('source')}
            value={source}
            onChange={(e) => setSource(e.target.value as Source)}
            className="light-select tr-select"
            data-testid="tr-source"
          >
            <option value="auto">{t('auto')}</option>
            {languageOptions}
          </select>
          <button
            type="button"
            className="button tr-swap"
            aria-label={t('swap')}
            title={t('swap')}
            onClick={swap}
          >
            <SwapOutlined aria-hidden />
          </button>
          <select
            aria-label={t('target')}
            value={target}
            onChange={(e) => setTarget(e.target.value as Language)}
            className="light-select tr-select"
            data-testid="tr-target"
          >
            {languageOptions}
          </select>
        </div>
        <textarea
          aria-label={t('input')}
          placeholder={t('placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void run();
          }}
          rows={4}
          aria-invalid={tooLong || undefined}
          aria-describedby="tr-count"
          className="light-textarea tr-input"
        />
        <div className="tr-actions">
          <span
            id="tr-count"
            className={tooLong ? 'tr-danger' : 'tr-secondary'}
            data-testid="tr-count"
          >
            {t('count', { count: chars, max })}
          </span>
          <div className="light-actions">
            <button
              type="button"
              className="button"
              onClick={() => setText('')}
              disabled={!text || running}
            >
              {t('clear')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void run()}
              disabled={!text.trim() || tooLong}
              aria-busy={running}
            >
              {running && <span className="spinner spinner-inline" aria-hidden />}
              {running ? t('running') : t('translate')}
            </button>
          </div>
        </div>
        {tooLong && (
          <p className="tr-danger tr-too-long" role="alert">
            {t('errors.translate.too_long', { max })}
          </p>
        )}
      </section>
      {error && (
        <ErrorNotice
          testId="tr-error"
          text={error === 'failed' ? t('errors.failed') : t(`errors.${error}`, { max })}
        />
      )}
      {answer && (
        <section className="tr-card" data-testid="tr-result">
          <p className="tr-output" data-testid="tr-output">
            {answer.text}
          </p>
          <div className="tr-result-foot">
            <span className="tr-secondary" data-testid="tr-detected">
              {answer.detected && source === 'auto'
                ? t('detected', { language: t(`languages.${answer.detected}`) })
                : ''}{' '}
              {answer.provider ? t('provider', { provider: answer.provider }) : t('fromRecent')}
            </span>
            <LightCopyButton text={answer.text} className="button-small" />
          </div>
        </section>
      )}
      {recent.length > 0 && (
        <section
          className="tr-card tr-recent"
          aria-labelledby="tr-recent-title"
          data-testid="tr-recent"
        >
          <div className="tr-recent-head">
            <h2 id="tr-recent-title" className="tr-recent-title">
              {t('recent')}
            </h2>
            <button
              type="button"
              className="tr-link"
              onClick={() => {
                clearRecent();
                setRecent([]);
              }}
            >
              {t('clearRecent')}
            </button>
          </div>
          <ul className="tr-recent-list">
            {recent.map((item, i) => (
              <li key={`${item.at}-${i}`}>
                {/* A button: the list's items were clickable rows; now a key reaches them too. */}
                <button
                  type="button"
                  className="tr-recent-item"
                  onClick={() => {
                    setText(item.text);
                    setSource(item.source);
                    setTarget(item.target);
                    setAnswer({ text: item.result, detected: item.detected, provider: '' });
                    setError(null);
                  }}
                >
                  <span className="tr-recent-text">{item.text}</span>
                  <span className="tr-recent-text tr-secondary">→ {item.result}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
