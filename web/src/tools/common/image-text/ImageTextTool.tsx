/**
 * Image to text (OCR): give an image (pick, drop or paste), press Extract. Recognition runs on
 * the device in a Web Worker: PP-OCR (Chinese, English, digits and mixed text, no language to
 * choose) or, as the small download or the fallback, tesseract.js (./engines.ts). The first
 * run downloads the engine with a progress bar in bytes and Cancel; later runs and offline use
 * take it from the cache. The result is editable and copyable, the lines the engine was unsure
 * of are listed, and the page says which engine read the text. Drawn with the shell's light
 * controls (no antd on this page).
 */
import scanSvg from '@ant-design/icons-svg/inline-svg/outlined/scan.svg?raw';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCircleFilled } from '../../../app/icons';
import { ToolError, toToolError } from '../../../core';
import { BitmapCanvas } from '../../../shared/BitmapCanvas';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LightProgress } from '../../../shared/LightProgress';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { RadioOptions } from '../../../shared/LightChoices';
import {
  FIRST_USE_BYTES,
  PaddleRecogniser,
  TesseractRecogniser,
  type EngineId,
  type OcrLine,
  type OcrProgress,
  type Recogniser,
} from './engines';
import { OcrResult, type Fallback } from './OcrResult';
import { ocrScale } from './prepare';
import '../../../shared/lightControls.css';
import './image-text.css';

const NS = 'image-text';
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const CHOICES = ['best', 'small'] as const;
type Choice = (typeof CHOICES)[number];

const ScanOutlined = lightIcon(scanSvg, 'ScanOutlined');

export interface Outcome {
  engine: EngineId;
  fallback: Fallback;
  lines: OcrLine[];
}

export default function ImageTextTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [choice, setChoice] = usePersistentState<Choice>(`${NS}:engine`, 'best', isOneOf(CHOICES));
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [notice, setNotice] = useState<'busy' | 'download_cancelled' | null>(null);
  const [progress, setProgress] = useState<OcrProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Workers start on the first run and end with the page.
  const [engines] = useState(() => ({
    ppocr: new PaddleRecogniser(),
    tesseract: new TesseractRecogniser(),
  }));
  const running = useRef<Recogniser | null>(null);
  const unsupported = useRef(false);
  const resultId = useId();

  useEffect(
    () => () => {
      engines.ppocr.terminate();
      engines.tesseract.terminate();
    },
    [engines],
  );
  useEffect(() => () => image?.bitmap.close(), [image]);

  const busy = progress !== null;

  async function extract() {
    if (!image) return;
    setError(null);
    setNotice(null);
    setOutcome(null);
    setProgress({ step: 'detect', overall: 0 });
    let lastStep: OcrProgress['step'] | null = null;
    const read = (engine: Recogniser) => {
      running.current = engine;
      return engine.recognise(image.file, image.bitmap, (p) => {
        lastStep = p.step;
        setProgress(p);
      });
    };
    let downloading = false;
    try {
      if (choice === 'small' || unsupported.current) {
        const lines = await read(engines.tesseract);
        setOutcome({
          engine: 'tesseract',
          fallback: choice === 'small' ? null : 'unsupported',
          lines,
        });
        return;
      }
      try {
        const lines = await read(engines.ppocr);
        setOutcome({ engine: 'ppocr', fallback: null, lines });
      } catch (e) {
        const failure = toToolError(e);
        if (failure.code !== 'ocr.unsupported' && failure.code !== 'ocr.download_failed') {
          downloading = failure.code === 'common.cancelled' && lastStep === 'download';
          throw failure;
        }
        // PP-OCR cannot run here, or its files could not be had: Tesseract reads instead.
        if (failure.code === 'ocr.unsupported') unsupported.current = true;
        try {
          const lines = await read(engines.tesseract);
          setOutcome({
            engine: 'tesseract',
            fallback: failure.code === 'ocr.unsupported' ? 'unsupported' : 'download_failed',
            lines,
          });
        } catch (second) {
          const again = toToolError(second);
          // Offline before any first use: the first failure says more.
          throw again.code === 'ocr.engine_failed' ? failure : again;
        }
      }
    } catch (e) {
      const failure = toToolError(e);
      if (failure.code !== 'common.cancelled') setError(failure);
      else if (downloading) setNotice('download_cancelled');
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  const scale = image ? ocrScale(image.width, image.height) : 1;
  let stepText: string | null = null;
  if (progress?.step === 'download') {
    stepText = t('steps.download', { loaded: mb(progress.loaded), total: mb(progress.total) });
  } else if (progress?.step === 'lines') {
    stepText = t('steps.lines', { done: progress.done, total: progress.total });
  } else if (progress) {
    stepText = t(`steps.${progress.step}`);
  }

  return (
    <div className="ocr-tool">
      <p className="ocr-secondary">{t('intro')}</p>
      <fieldset className="light-field ocr-mode" aria-describedby={`${resultId}-first`}>
        <legend className="light-label ocr-strong">{t('engine')}</legend>
        <div className="light-choices">
          <RadioOptions
            name={`${resultId}-engine`}
            value={choice}
            options={CHOICES}
            label={(c) => t(`choices.${c}`)}
            onChange={setChoice}
            disabled={busy}
          />
        </div>
        <p className="light-help" id={`${resultId}-first`}>
          {t(`firstUse.${choice}`, {
            size: mb(FIRST_USE_BYTES[choice === 'best' ? 'ppocr' : 'tesseract']),
          })}
        </p>
      </fieldset>
      <ImageInput
        onLoad={(loaded) => {
          if (busy) {
            // One image at a time: the running one goes on, this one is not taken.
            loaded.bitmap.close();
            setNotice('busy');
            return;
          }
          setImage(loaded);
          setOutcome(null);
          setNotice(null);
        }}
        onError={(e) => {
          if (!busy) setError(e);
          else setNotice('busy');
        }}
        onBusy={(loading) => loading && !busy && setError(null)}
        compact={image !== null}
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
                <button type="button" className="button" onClick={() => running.current?.cancel()}>
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
          {notice && (
            <div className="notice notice-info ocr-info" role="status" data-testid="ocr-notice">
              <InfoCircleFilled className="notice-icon" aria-hidden />
              <span className="notice-text">{t(`notices.${notice}`)}</span>
              {notice === 'download_cancelled' && (
                <button type="button" className="button" onClick={() => void extract()}>
                  {t('retry')}
                </button>
              )}
            </div>
          )}
          {error && <ErrorNotice text={errorText(error)} testId="ocr-error" />}
          {outcome && !busy && (
            <OcrResult
              id={resultId}
              engine={outcome.engine}
              fallback={outcome.fallback}
              lines={outcome.lines}
              onRetry={() => void extract()}
            />
          )}
        </div>
      </div>
    </div>
  );
}
