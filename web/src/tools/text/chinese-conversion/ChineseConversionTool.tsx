/**
 * Simplified ↔ Traditional Chinese with OpenCC's dictionaries, phrase by phrase, in the browser.
 * The toggle reads "Current: {mode}" (spec §4); the regional standard picks Taiwan, Taiwan with
 * Taiwan phrases or Hong Kong. The result follows the input as it is typed; conversions run in
 * the worker, and texts over 200,000 characters get a Cancel button. Direction and standard are
 * remembered. The page is usable before OpenCC (a quarter of a megabyte) has arrived: see
 * ./useConversion.ts.
 *
 * A browser lays out a text box of Chinese slowly (a megabyte freezes a tab for seconds), so a
 * text longer than EDIT_LIMIT is kept in memory and shown as a read-only preview; Copy and
 * Download take the whole result.
 */
import clearSvg from '@ant-design/icons-svg/inline-svg/outlined/clear.svg?raw';
import downloadSvg from '@ant-design/icons-svg/inline-svg/outlined/download.svg?raw';
import retweetSvg from '@ant-design/icons-svg/inline-svg/outlined/retweet.svg?raw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCircleFilled } from '../../../app/icons';
import { MAX_TEXT_LENGTH, ToolError } from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { RadioOptions } from '../../../shared/LightChoices';
import { LightSwitch } from '../../../shared/LightSwitch';
import { MIME, downloadFile } from '../../../shared/download';
import { formatCount } from '../../../shared/formatCount';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { OpenTextFile } from './OpenTextFile';
import { DIRECTIONS, VARIANTS, configOf, flip, type Direction, type Variant } from './modes';
import { useConversion } from './useConversion';
import '../../../shared/lightControls.css';
import './chinese-conversion.css';
import { ErrorNotice } from '../../../shared/ErrorNotice';

const ClearOutlined = lightIcon(clearSvg, 'ClearOutlined');
const DownloadOutlined = lightIcon(downloadSvg, 'DownloadOutlined');
const RetweetOutlined = lightIcon(retweetSvg, 'RetweetOutlined');

const NS = 'chinese-conversion';

/** GBK files decode with the GB18030 decoder (its superset), so both names are true. */
const encodingName = (label: string) => (label === 'GBK' ? 'GBK (GB18030)' : label);
/** Longer texts are not edited in place but previewed. */
const EDIT_LIMIT = 50_000;
const PREVIEW_CHARS = 20_000;

export default function ChineseConversionTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [direction, setDirection] = usePersistentState<Direction>(
    `${NS}:direction`,
    'toTraditional',
    isOneOf(DIRECTIONS),
  );
  const [variant, setVariant] = usePersistentState<Variant>(
    `${NS}:variant`,
    'standard',
    isOneOf(VARIANTS),
  );
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<ToolError | null>(null);
  /** The encoding the opened file was read in, said until the text is edited. */
  const [fileEncoding, setFileEncoding] = useState<string | null>(null);
  const config = configOf(direction, variant);
  const { output, busy, error, loading, cancel } = useConversion(text, config);

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      // Refuse the paste but keep what was there.
      setInputError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    setInputError(null);
    setFileEncoding(null);
    setText(value);
  }

  function openFile(value: string, encoding: string) {
    edit(value);
    if (value.length <= MAX_TEXT_LENGTH) setFileEncoding(encoding);
  }

  function useResult() {
    edit(output);
    setDirection(flip(direction));
  }

  const shownError = inputError ?? error;
  const large = text.length > EDIT_LIMIT;
  const preview = (full: string) => (large ? full.slice(0, PREVIEW_CHARS) : full);
  return (
    <div className="zh-tool">
      <div className="zh-settings">
        {/* A switch between the two directions (not a primary action): its label says the
            current one, as the spec's "Current: {mode}" toggle. */}
        <LightSwitch
          label={t('current', { mode: t(`modes.${direction}`) })}
          checked={direction === 'toTraditional'}
          onChange={() => setDirection(flip(direction))}
          inner={{ on: t('switchOn'), off: t('switchOff') }}
          title={t('toggleHint')}
          className="zh-direction"
        />
        <span className="zh-variant">
          <span id="zh-variant-label">{t('variantLabel')}</span>
          <span role="radiogroup" aria-labelledby="zh-variant-label" className="light-choices">
            <RadioOptions
              name="zh-variant"
              value={variant}
              options={VARIANTS}
              label={(v) => t(`variants.${v}`)}
              onChange={setVariant}
            />
          </span>
        </span>
      </div>
      <p className="zh-hint" data-testid="zh-hint">
        {t(`hints.${config}`)}
      </p>
      {/* Not LightLongTextInput: here one notice speaks for both boxes, and the result box
          previews the same way as the input. */}
      <div className="zh-boxes">
        <textarea
          aria-label={t('inputLabel')}
          placeholder={t('placeholder')}
          value={preview(text)}
          onChange={(e) => edit(e.target.value)}
          readOnly={large}
          rows={12}
          spellCheck={false}
          className="light-textarea"
        />
        {/* Drawn before OpenCC has arrived: until its dictionaries are ready, the result box
            says so, and what is typed meanwhile is converted then. */}
        <textarea
          aria-label={t('outputLabel')}
          value={preview(output)}
          placeholder={loading ? t('loadingDictionaries') : undefined}
          readOnly
          rows={12}
          spellCheck={false}
          aria-busy={busy || (loading && text !== '')}
          className="light-textarea"
        />
      </div>
      {large && (
        <div className="notice notice-info" role="status">
          <InfoCircleFilled className="notice-icon" aria-hidden />
          <span className="notice-text">
            {t('largeText', {
              shown: formatCount(PREVIEW_CHARS, i18n.language),
              total: formatCount(text.length, i18n.language),
            })}
          </span>
        </div>
      )}
      <div className="light-actions">
        <LightCopyButton text={busy ? '' : output} label={t('copyResult')} />
        <button
          type="button"
          className="button"
          onClick={useResult}
          disabled={busy || output.length === 0}
        >
          <RetweetOutlined aria-hidden />
          {t('useResult')}
        </button>
        <OpenTextFile label={t('openFile')} onText={openFile} onError={setInputError} />
        <button
          type="button"
          className="button"
          disabled={busy || output.length === 0}
          onClick={() => downloadFile(output, `${t('fileName')}-${config}.txt`, MIME.text)}
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
        {busy && (
          <>
            <span>{t('common:actions.working')}</span>
            <button type="button" className="button" onClick={cancel}>
              {t('common:actions.cancel')}
            </button>
          </>
        )}
      </div>
      {fileEncoding && !shownError && (
        <p className="zh-hint" role="status" data-testid="zh-file-encoding">
          {t('readAs', { encoding: encodingName(fileEncoding) })}
        </p>
      )}
      {shownError && <ErrorNotice text={errorText(shownError)} />}
    </div>
  );
}
