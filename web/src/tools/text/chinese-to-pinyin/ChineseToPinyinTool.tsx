/**
 * Chinese to pinyin. Converts as the user types (debounced), in the worker, where the
 * word-aware converter and its lexicon live; a long text can be cancelled. Two views: plain
 * text (copy, download) and annotated (pinyin above each character, capped for long texts).
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone, antd's
 * code, stylesheet and provider were most of this page's blocking time.
 */
import clearSvg from '@ant-design/icons-svg/inline-svg/outlined/clear.svg?raw';
import downloadSvg from '@ant-design/icons-svg/inline-svg/outlined/download.svg?raw';
import experimentSvg from '@ant-design/icons-svg/inline-svg/outlined/experiment.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_TEXT_LENGTH,
  ToolError,
  pinyinAnnotate,
  pinyinConvert,
  toToolError,
  type Annotated,
} from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { LightLongTextInput } from '../../../shared/LightLongTextInput';
import { lightIcon } from '../../../shared/lightIcon';
import { MIME, downloadFile } from '../../../shared/download';
import { formatCount } from '../../../shared/formatCount';
import { preview } from '../../../shared/preview';
import { useErrorText } from '../../../shared/useErrorText';
import { isString } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { PinyinOptionsForm } from './PinyinOptionsForm';
import { RubyView } from './RubyView';
import { VIEWS, usePinyinOptions } from './usePinyinOptions';
import '../../../shared/lightControls.css';
import './pinyin.css';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { RadioOptions } from '../../../shared/LightChoices';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const ClearOutlined = lightIcon(clearSvg, 'ClearOutlined');
const DownloadOutlined = lightIcon(downloadSvg, 'DownloadOutlined');
const ExperimentOutlined = lightIcon(experimentSvg, 'ExperimentOutlined');

const NS = 'chinese-to-pinyin';
/** Characters shown in the annotated view; the text view always has everything. */
export const MAX_ANNOTATED = 5_000;
/** Above this many characters a new edit cancels the running conversion. */
const LARGE = 100_000;

export default function ChineseToPinyinTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const settings = usePinyinOptions();
  const { options, view, setView } = settings;
  // A short text is in the URL too (`#text=银行`), a long one stays in the page only.
  const [text, setText] = useUrlState('text', useState(''), isString);
  const [converted, setOutput] = useState('');
  const [annotated, setAnnotated] = useState<Annotated | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const running = useRef<AbortController | null>(null);
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    if (text.length === 0) return;
    const large = text.length > LARGE;
    const controller = new AbortController();
    let stale = false;
    const timer = setTimeout(
      async () => {
        running.current = controller;
        setBusy(true);
        try {
          if (view === 'annotated') {
            const a = await pinyinAnnotate(text, options, MAX_ANNOTATED, controller.signal);
            if (stale) return;
            setAnnotated(a);
          }
          const out = await pinyinConvert(text, options, controller.signal);
          if (stale) return;
          setOutput(out);
          setError(null);
        } catch (e) {
          if (!stale) setError(toToolError(e));
        } finally {
          if (running.current === controller) {
            running.current = null;
            setBusy(false);
          }
        }
      },
      large ? 400 : 120,
    );
    return () => {
      stale = true;
      clearTimeout(timer);
      // Stopping the worker costs reloading the lexicon: only worth it for long texts; a
      // short conversion just finishes and its result is ignored.
      if (large && running.current === controller) controller.abort();
      if (running.current === controller) {
        running.current = null;
        setBusy(false);
      }
    };
    // optionsKey stands for `options`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, optionsKey, view]);

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      setError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    setError(null);
    setText(value);
  }

  function cancel() {
    running.current?.abort();
    running.current = null;
    setBusy(false);
    setError(new ToolError('common.cancelled'));
  }

  // What is shown follows the input at once when it is cleared.
  const output = text.length > 0 ? converted : '';
  return (
    <div className="pinyin-tool">
      <LightLongTextInput
        id="pinyin-input"
        value={text}
        onChange={edit}
        label={t('inputLabel')}
        hideLabel
        placeholder={t('placeholder')}
        rows={6}
        longNotice={t('longText', { count: formatCount(text.length, i18n.language) })}
      />
      <div className="light-actions">
        <button type="button" className="button" onClick={() => edit(t('example'))}>
          <ExperimentOutlined aria-hidden />
          {t('tryExample')}
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
      <PinyinOptionsForm settings={settings} />
      {error && <ErrorNotice text={errorText(error)} />}
      <div className="pinyin-bar">
        <fieldset className="light-segmented">
          <legend className="visually-hidden">{t('viewLabel')}</legend>
          <RadioOptions
            name="pinyin-view"
            value={view}
            options={VIEWS}
            label={(value) => t(`views.${value}`)}
            onChange={setView}
            look="segment"
          />
        </fieldset>
        <div className="light-actions">
          {busy && (
            <>
              <span className="spinner pinyin-spinner" aria-hidden />
              <span>{t('common:actions.working')}</span>
              {text.length > LARGE && (
                <button type="button" className="button" onClick={cancel}>
                  {t('common:actions.cancel')}
                </button>
              )}
            </>
          )}
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
        </div>
      </div>
      {view === 'text' ? (
        <div>
          <label htmlFor="pinyin-output" className="visually-hidden">
            {t('outputLabel')}
          </label>
          <textarea
            id="pinyin-output"
            className="light-textarea"
            value={preview(output)}
            readOnly
            rows={8}
            spellCheck={false}
          />
        </div>
      ) : annotated && text.length > 0 ? (
        <RubyView annotated={annotated} max={MAX_ANNOTATED} />
      ) : (
        <p className="pinyin-empty">{t('annotatedEmpty')}</p>
      )}
    </div>
  );
}
