import deleteSvg from '@ant-design/icons-svg/inline-svg/outlined/delete.svg?raw';
import { useTranslation } from 'react-i18next';
import type { ToolError } from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LightSlider } from '../../../shared/LightSlider';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { QR_SIZE_RANGE, type QrElement } from './poster';

const DeleteOutlined = lightIcon(deleteSvg, 'DeleteOutlined');

interface Props {
  qr: QrElement;
  onChange: (qr: QrElement) => void;
  error: ToolError | null;
}

/** The QR code's content (a link or any text) and size; the core makes the code. */
export function QrControls({ qr, onChange, error }: Props) {
  const { t } = useTranslation('poster-generator');
  const errorText = useErrorText('poster-generator');
  const set = (patch: Partial<QrElement>) => onChange({ ...qr, ...patch });
  const [min, max] = QR_SIZE_RANGE;
  const shown = !!qr.text.trim();
  return (
    <div className="poster-stack poster-stack-tight">
      <div>
        <label className="light-label" htmlFor="poster-qr-text">
          {t('qrText')}
        </label>
        <textarea
          id="poster-qr-text"
          className="light-textarea poster-qr-text"
          placeholder={t('qrPlaceholder')}
          value={qr.text}
          rows={1}
          maxLength={5000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'poster-qr-error' : 'poster-qr-hint'}
          onChange={(e) => set({ text: e.target.value })}
        />
      </div>
      {error ? (
        <ErrorNotice text={errorText(error)} textId="poster-qr-error" testId="poster-qr-error" />
      ) : (
        <p className="light-help poster-help" id="poster-qr-hint">
          {t('qrHint')}
        </p>
      )}
      {shown && (
        <div className="poster-row">
          <LightSlider
            className="poster-slider"
            label={t('qrSize')}
            min={Math.round(min * 100)}
            max={Math.round(max * 100)}
            value={Math.round(qr.size * 100)}
            format={(v) => `${v}%`}
            onChange={(v) => set({ size: v / 100 })}
          />
          <button
            type="button"
            className="button"
            onClick={() => {
              set({ text: '' });
              // The button goes away with the code: the focus goes back to the text box.
              document.getElementById('poster-qr-text')?.focus();
            }}
          >
            <DeleteOutlined aria-hidden />
            {t('removeQr')}
          </button>
        </div>
      )}
    </div>
  );
}
