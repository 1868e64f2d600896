/**
 * Translation: text in one of eight languages (or detected) into another. On this device first,
 * where the browser offers its own translation (Chrome/Edge on computers; engine.ts), after a
 * one-time language-pack download it shows; otherwise, or by the user's choice, through our
 * server's `/api/translate`. The page always says which engine translated, and its privacy line
 * follows the engine the current choices lead to. The input is kept across reloads and failures;
 * the languages (and a short text) live in the URL; recent translations stay in this browser.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone, antd's
 * code, stylesheet and provider were most of this page's load time.
 */
import swapSvg from '@ant-design/icons-svg/inline-svg/outlined/swap.svg?raw';
import { use, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { RadioOptions } from '../../../shared/LightChoices';
import { LightProgress } from '../../../shared/LightProgress';
import { lightIcon } from '../../../shared/lightIcon';
import { isOneOf, isString, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import {
  LANGUAGES,
  MAX_CHARS,
  TranslateError,
  addRecent,
  clearRecent,
  countChars,
  readRecent,
  type Language,
  type RecentItem,
  type Source,
} from './api';
import { PREFERENCES, TranslationEngine, type Plan, type Preference } from './engine';
import { deviceApi } from './onDevice';
import { TranslationResult, type Shown } from './TranslationResult';
import '../../../shared/lightControls.css';
import './translation.css';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const SwapOutlined = lightIcon(swapSvg, 'SwapOutlined');

const NS = 'translation';
const SOURCES: readonly Source[] = ['auto', ...LANGUAGES];
const isSource = isOneOf<Source>(SOURCES);
const isLanguage = isOneOf<Language>(LANGUAGES);
const isPreference = isOneOf<Preference>(PREFERENCES);
/** Codes with their own message; every other failure gets the spec's general one. */
const OWN_MESSAGES = ['offline', 'translate.too_long', 'translate.undetected', 'upstream.quota'];

/** One engine per page visit: it remembers the pairs the device failed on, and its translators. */
let pageEngine: TranslationEngine | null = null;
function sharedEngine(): TranslationEngine {
  pageEngine ??= new TranslationEngine(deviceApi());
  return pageEngine;
}

/** The browser answers `availability()` within a frame or two; one that does not gets the guess. */
const FIRST_PLAN_WAIT_MS = 400;
let firstPlan: { key: string; plan: Promise<Plan> } | null = null;
/**
 * The plan for the choices the page opens with, known before the tool's first paint: the tool
 * waits for it behind the shell's loading box, so a note it brings (a pack to download, a
 * browser that cannot detect languages) does not push the page down a moment later.
 */
function openingPlan(source: Source, target: Language, preference: Preference): Promise<Plan> {
  const key = `${source}>${target}>${preference}`;
  if (firstPlan?.key !== key) {
    const engine = sharedEngine();
    const guess: Plan =
      engine.api && preference === 'device'
        ? { engine: 'device', download: 'maybe' }
        : { engine: 'server', why: engine.api ? 'preference' : 'unsupported' };
    const late = new Promise<Plan>((resolve) => setTimeout(resolve, FIRST_PLAN_WAIT_MS, guess));
    firstPlan = { key, plan: Promise.race([engine.plan(source, target, preference), late]) };
  }
  return firstPlan.plan;
}

/** The privacy line (and its note) for what the current choices lead to. */
function privacyKeys(plan: Plan): [string, string | null] {
  if (plan.engine === 'device') {
    return ['privacyDevice', plan.download === 'yes' ? 'plan.download' : null];
  }
  const noted = ['unsupported', 'undetectable', 'unavailable'].includes(plan.why);
  return ['privacy', noted ? `plan.${plan.why}` : null];
}

export default function TranslationTool() {
  const { t } = useTranslation(NS);
  const [text, setText] = useUrlState(
    'text',
    usePersistentState(`${NS}:text`, '', isString),
    isString,
  );
  const [source, setSource] = useUrlState(
    'from',
    usePersistentState<Source>(`${NS}:source`, 'auto', isSource),
    isSource,
    'auto',
  );
  const [target, setTarget] = useUrlState(
    'to',
    usePersistentState<Language>(`${NS}:target`, 'zh', isLanguage),
    isLanguage,
    'zh',
  );
  const [preference, setPreference] = usePersistentState<Preference>(
    `${NS}:engine`,
    'device',
    isPreference,
  );
  const engine = sharedEngine();
  const onDevice = engine.api !== null;
  // Pinned to the choices of the first render: a later choice is planned by the effect below,
  // without suspending the tool again.
  const [opening] = useState(() => openingPlan(source, target, preference));
  const [plan, setPlan] = useState<Plan>(use(opening));
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [download, setDownload] = useState<number | null>(null);
  const skip = useRef<AbortController | null>(null);
  const [recent, setRecent] = useState<RecentItem[]>(readRecent);
  // A run changes what the device can do (a pack downloaded, a pair that failed): plan again.
  const [runs, setRuns] = useState(0);

  useEffect(() => {
    let current = true;
    void engine.plan(source, target, preference).then((next) => {
      if (current) setPlan(next);
    });
    return () => {
      current = false;
    };
  }, [engine, source, target, preference, runs]);

  const chars = countChars(text);
  const tooLong = chars > MAX_CHARS;
  const languageOptions = LANGUAGES.map((code) => (
    <option key={code} value={code}>
      {t(`languages.${code}`)}
    </option>
  ));

  async function run(prefer: Preference = preference) {
    if (!text.trim() || tooLong || running) return;
    setRunning(true);
    setError(null);
    setShown(null);
    skip.current = new AbortController();
    const pair = { from: source, to: target };
    try {
      const answer = await engine.run(text, source, target, {
        preference: prefer,
        skip: skip.current.signal,
        onDownload: setDownload,
        onPartial: (partial) =>
          setShown({
            text: partial,
            detected: null,
            engine: 'device',
            provider: '',
            fallback: null,
            pair,
          }),
      });
      setShown({ ...answer, pair });
      setRecent(
        addRecent({
          text,
          result: answer.text,
          source,
          target,
          detected: answer.detected,
          at: Date.now(),
        }),
      );
    } catch (e) {
      const code = e instanceof TranslateError ? e.code : 'failed';
      setError(OWN_MESSAGES.includes(code) ? code : 'failed');
      setShown(null);
    } finally {
      setRunning(false);
      setDownload(null);
      skip.current = null;
      setRuns((n) => n + 1);
    }
  }

  function swap() {
    // "Auto" has no place as a target: swapping from it uses the detected language, or English.
    const from = source === 'auto' ? (shown?.detected ?? (target === 'en' ? 'zh' : 'en')) : source;
    setSource(target);
    setTarget(from);
    if (shown) {
      setText(shown.text);
      setShown(null);
    }
  }

  const max = MAX_CHARS.toLocaleString();
  const [privacy, note] = privacyKeys(plan);
  const languageName = (code: Source) => (code === 'auto' ? t('auto') : t(`languages.${code}`));
  return (
    <div className="tr-tool">
      <div className="tr-privacy-block">
        <p className="tr-secondary tr-privacy" data-testid="tr-privacy">
          {t(privacy)}
        </p>
        {note && (
          <p className="tr-secondary tr-privacy" data-testid="tr-plan">
            {t(note, { from: languageName(source), to: languageName(target) })}
          </p>
        )}
      </div>
      {onDevice && (
        <fieldset className="light-segmented tr-engine" disabled={running}>
          <legend className="visually-hidden">{t('engine.label')}</legend>
          <RadioOptions
            name="tr-engine"
            value={preference}
            options={PREFERENCES}
            label={(value) => t(`engine.${value}`)}
            onChange={setPreference}
            look="segment"
          />
        </fieldset>
      )}
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
        {download !== null && (
          <div className="tr-download" data-testid="tr-download">
            <LightProgress
              label={t('download.label')}
              percent={download * 100}
              step={t('download.step')}
            />
            <button type="button" className="button" onClick={() => skip.current?.abort()}>
              {t('download.skip')}
            </button>
          </div>
        )}
      </section>
      {error && (
        <ErrorNotice
          testId="tr-error"
          text={error === 'failed' ? t('errors.failed') : t(`errors.${error}`, { max })}
        >
          {error === 'upstream.quota' && onDevice && preference === 'server' && (
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                setPreference('device');
                void run('device');
              }}
            >
              {t('engine.useDevice')}
            </button>
          )}
        </ErrorNotice>
      )}
      {shown && <TranslationResult shown={shown} running={running} />}
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
                    setShown({
                      text: item.result,
                      detected: item.detected,
                      engine: 'recent',
                      provider: '',
                      fallback: null,
                      pair: { from: item.source, to: item.target },
                    });
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
