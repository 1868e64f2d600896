/**
 * Image to text (OCR): choose the language of the text, give an image (pick, drop or paste),
 * press Extract. Recognition runs on the device with tesseract.js (ocrEngine.ts); the first
 * run in a language downloads its data with a progress bar, later runs and offline use take
 * it from the cache. The result is editable and copyable. Drawn with the shell's light controls
 * (no antd on this page).
 */
import scanSvg from '@ant-design/icons-svg/inline-svg/outlined/scan.svg?raw';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCircleFilled } from '../../../app/icons';
import { ToolError, toToolError } from '../../../core';
import { BitmapCanvas } from '../../../shared/BitmapCanvas';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { LightProgress } from '../../../shared/LightProgress';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { OCR_MODES, OcrEngine, downloadBytes, type OcrMode, type OcrProgress } from './ocrEngine';
import { encodeForOcr, ocrScale, tidyText } from './prepare';
import '../../../shared/lightControls.css';
import './image-text.css';
import { RadioOptions } from '../../../shared/LightChoices';

const NS = 'image-text';
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

const ScanOutlined = lightIcon(scanSvg, 'ScanOutlined');

export default function ImageTextTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [mode, setMode] = usePersistentState<OcrMode>(
    `${NS}:mode`,
    i18n.language === 'zh-CN' ? 'both' : 'eng',
    isOneOf(OCR_MODES),
  );
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [progress, setProgress] = useState<OcrProgress | null>(null);
  const [text, setText] = useState<string | null>(null);
  // Starts no worker until the first run; the worker ends with the page.
  const [engine] = useState(() => new OcrEngine());
  const resultId = useId();

  useEffect(
    () => () => {
      engine.cancel();
      void engine.terminate();
    },
    [engine],
  );
  useEffect(() => () => image?.bitmap.close(), [image]);

  const busy = progress !== null;

  async function extract() {
    if (!image) return;
    setError(null);
    setText(null);
    setProgress({ step: 'recognise', overall: 0 });
    try {
      let png: Blob;
      try {
        png = await encodeForOcr(image.bitmap);
      } catch (e) {
        console.error('OCR image:', e);
        throw new ToolError('ocr.failed');
      }
      setText(tidyText(await engine.recognise(png, mode, setProgress)));
    } catch (e) {
      const failure = toToolError(e);
      if (failure.code !== 'common.cancelled') setError(failure);
    } finally {
      setProgress(null);
    }
  }

  const scale = image ? ocrScale(image.width, image.height) : 1;
  const stepText =
    progress?.step === 'download'
      ? t('steps.download', { loaded: mb(progress.loaded ?? 0), total: mb(progress.total ?? 0) })
      : progress && t(`steps.${progress.step}`);

  return (
    <div className="ocr-tool">
      <fieldset className="light-field ocr-mode" aria-describedby={`${resultId}-first`}>
        <legend className="light-label ocr-strong">{t('language')}</legend>
        <div className="light-choices">
          <RadioOptions
            name={`${resultId}-mode`}
            value={mode}
            options={OCR_MODES}
            label={(m) => t(`modes.${m}`)}
            onChange={setMode}
            disabled={busy}
          />
        </div>
        <p className="light-help" id={`${resultId}-first`}>
          {t('firstUse', { size: mb(downloadBytes(mode)) })}
        </p>
      </fieldset>
      <ImageInput
        onLoad={(loaded) => {
          setImage(loaded);
          setText(null);
        }}
        onError={(e) => setError(e)}
        onBusy={(loading) => loading && setError(null)}
        compact={image !== null}
        disabled={busy}
        testId="ocr-input"
      />
      <div className={image ? 'ocr-columns ocr-columns-two' : 'ocr-columns'}>
        {image && (
          <div className="ocr-stack">
            <BitmapCanvas
              bitmap={image.bitmap}
              maxSize={1200}
              label={t('preview')}
              testId="ocr-preview"
              className="ocr-preview"
              style={{ maxHeight: 420, width: 'auto' }}
            />
            {scale < 1 && (
              <p className="ocr-secondary" data-testid="ocr-scaled">
                {t('scaled', {
                  width: Math.round(image.width * scale),
                  height: Math.round(image.height * scale),
                })}
              </p>
            )}
            <div className="light-actions">
              <button
                type="button"
                className="button button-primary"
                aria-busy={busy}
                onClick={() => !busy && void extract()}
              >
                {busy ? (
                  <span className="spinner spinner-inline" aria-hidden />
                ) : (
                  <ScanOutlined aria-hidden />
                )}
                {busy ? t('extracting') : t('extract')}
              </button>
              {busy && (
                <button type="button" className="button" onClick={() => engine.cancel()}>
                  {t('cancel')}
                </button>
              )}
            </div>
          </div>
        )}
        <div className="ocr-stack">
          {progress && (
            <LightProgress
              label={t('progressLabel')}
              percent={progress.overall * 100}
              step={stepText}
              testId="ocr-progress"
            />
          )}
          {error && <ErrorNotice text={errorText(error)} testId="ocr-error" />}
          {text === '' && (
            <div className="notice notice-info ocr-info" role="alert" data-testid="ocr-empty">
              <InfoCircleFilled className="notice-icon" aria-hidden />
              <span className="notice-text">{t('empty')}</span>
            </div>
          )}
          {text !== null && text !== '' && (
            <>
              <label htmlFor={resultId} className="ocr-strong">
                {t('result')}
              </label>
              <textarea
                id={resultId}
                className="light-textarea ocr-result"
                value={text}
                onChange={(e) => setText(e.target.value)}
                aria-describedby={`${resultId}-hint`}
                data-testid="ocr-result"
              />
              <div className="ocr-result-bar">
                <p className="ocr-secondary" id={`${resultId}-hint`}>
                  {t('resultHint')}
                </p>
                <LightCopyButton text={text} />
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
