/**
 * The recognised text: which engine read it (and why Tesseract, when it stood in for PP-OCR),
 * an editable box with a Copy button, the lines the engine was unsure of, or "no text found".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCircleFilled } from '../../../app/icons';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import type { EngineId, OcrLine } from './engines';
import { linesToText } from './ppocr/layout';

/** Why Tesseract read the image instead of PP-OCR (null: it was not standing in). */
export type Fallback = 'unsupported' | 'download_failed' | null;

/** Lines under this confidence are listed for checking. */
export const LOW_CONFIDENCE = 0.8;

export function OcrResult(props: {
  id: string;
  engine: EngineId;
  fallback: Fallback;
  lines: OcrLine[];
  onRetry: () => void;
}) {
  const { id, engine, fallback, lines, onRetry } = props;
  const { t } = useTranslation('image-text');
  const [text, setText] = useState(() => linesToText(lines));
  const unsure = lines.filter((l) => l.confidence !== undefined && l.confidence < LOW_CONFIDENCE);

  const engineNote = (
    <p className="ocr-secondary" data-testid="ocr-engine">
      {t(`readBy.${engine}`)}
      {fallback && ` ${t(`fallback.${fallback}`)}`}
      {fallback === 'download_failed' && (
        <>
          {' '}
          <button type="button" className="button button-small" onClick={onRetry}>
            {t('downloadAgain')}
          </button>
        </>
      )}
    </p>
  );

  if (lines.length === 0) {
    return (
      <>
        <div className="notice notice-info ocr-info" role="alert" data-testid="ocr-empty">
          <InfoCircleFilled className="notice-icon" aria-hidden />
          <span className="notice-text">{t('empty')}</span>
        </div>
        {engineNote}
      </>
    );
  }
  return (
    <>
      <label htmlFor={id} className="ocr-strong">
        {t('result')}
      </label>
      <textarea
        id={id}
        className="light-textarea ocr-result"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-hint`}
        data-testid="ocr-result"
      />
      <div className="ocr-result-bar">
        <p className="ocr-secondary" id={`${id}-hint`}>
          {t('resultHint')}
        </p>
        <LightCopyButton text={text} />
      </div>
      {engineNote}
      {unsure.length > 0 && (
        <div className="ocr-unsure" data-testid="ocr-unsure">
          <p className="ocr-secondary">{t('unsure', { count: unsure.length })}</p>
          <ul>
            {unsure.map((line, i) => (
              <li
                key={i}
                title={t('confidence', { percent: Math.round((line.confidence ?? 0) * 100) })}
              >
                <mark>{line.text}</mark>{' '}
                <span className="ocr-secondary">
                  {t('confidence', { percent: Math.round((line.confidence ?? 0) * 100) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
