/** The optional centre logo of a QR code: pick, drop or paste an image; see it; remove it. */
import deleteSvg from '@ant-design/icons-svg/inline-svg/outlined/delete.svg?raw';
import pictureSvg from '@ant-design/icons-svg/inline-svg/outlined/picture.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseOutlined } from '../../../app/icons';
import { ToolError, toToolError } from '../../../core';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { LOGO_MAX_BYTES, type Logo } from './logo';
import { readLogo } from './logoImage';
import { NS } from './options';
import { ErrorNotice } from '../../../shared/ErrorNotice';

const DeleteOutlined = lightIcon(deleteSvg, 'DeleteOutlined');
const PictureOutlined = lightIcon(pictureSvg, 'PictureOutlined');

interface Props {
  logo: Logo | null;
  onLogo: (logo: Logo | null) => void;
}

export function LogoPicker({ logo, onLogo }: Props) {
  const { t } = useTranslation(NS);
  const common = useTranslation().t;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const errorText = useErrorText(NS);
  const [error, setError] = useState<ToolError | null>(null);

  async function take(file: File) {
    try {
      const next = await readLogo(file);
      setError(null);
      onLogo(next);
    } catch (e) {
      setError(toToolError(e));
    }
  }

  // An image pasted anywhere on the page becomes the logo (text pastes are left alone).
  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (!file) return;
      event.preventDefault();
      void take(file);
    }
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  function open() {
    input.current?.click();
  }

  return (
    <fieldset className="light-field code-logo" aria-describedby="code-logo-hint">
      <legend className="light-label">{t('logo.label')}</legend>
      <div className="code-logo-body">
        {logo ? (
          <div className="code-logo-current" data-testid="logo-current">
            <img src={logo.src} alt="" className="code-logo-thumb" aria-hidden />
            <span className="code-logo-name">{logo.name}</span>
            <button type="button" className="button" onClick={() => onLogo(null)}>
              <DeleteOutlined aria-hidden />
              {t('logo.remove')}
            </button>
          </div>
        ) : (
          // A drop zone that is also a button: a click, Enter or Space opens the file dialog.
          <div
            role="button"
            tabIndex={0}
            className="code-logo-drop"
            data-dragging={dragging || undefined}
            onClick={(e) => {
              // The file input's own click bubbles up here: do not open the dialog twice.
              if (e.target !== input.current) open();
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              open();
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={(e) => {
              // Leaving for the zone's own icon or text is not leaving the zone.
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              const file = e.dataTransfer.files[0];
              if (file) void take(file);
            }}
          >
            <input
              ref={input}
              type="file"
              accept="image/*"
              hidden
              tabIndex={-1}
              onChange={(e) => {
                const file = e.target.files?.[0];
                // Emptied, so that choosing the same file again is seen as a change.
                e.target.value = '';
                if (file) void take(file);
              }}
            />
            <PictureOutlined aria-hidden /> {t('logo.pick')}
          </div>
        )}
        {error && (
          <ErrorNotice text={errorText(error)} testId="logo-error">
            <button
              type="button"
              className="icon-button code-notice-close"
              aria-label={common('actions.close')}
              onClick={() => setError(null)}
            >
              <CloseOutlined aria-hidden />
            </button>
          </ErrorNotice>
        )}
      </div>
      <p id="code-logo-hint" className="light-help">
        {t('logo.hint', { max: LOGO_MAX_BYTES / 1024 / 1024 })}
      </p>
    </fieldset>
  );
}
