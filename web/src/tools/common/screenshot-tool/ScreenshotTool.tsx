/**
 * Screenshot: capture a screen, window or tab (the browser asks which), crop it by dragging,
 * then download it as PNG or copy it to the clipboard. Nothing is uploaded: the picture only
 * ever lives in this page.
 *
 * Drawn with plain HTML and our own CSS (`antd: false` in meta.ts), like the UUID generator: on
 * a phone antd's code, stylesheet and provider were most of this page's load.
 */
import warningSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import cameraSvg from '@ant-design/icons-svg/inline-svg/outlined/camera.svg?raw';
import downloadSvg from '@ant-design/icons-svg/inline-svg/outlined/download.svg?raw';
import expandSvg from '@ant-design/icons-svg/inline-svg/outlined/expand.svg?raw';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, toToolError } from '../../../core';
import { downloadFile } from '../../../shared/download';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { formatCount } from '../../../shared/formatCount';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { captureScreen, captureSupported, cropToPng } from './capture';
import { CopyImageButton } from './CopyImageButton';
import { CropArea } from './CropArea';
import type { Rect } from './crop';
import '../../../shared/lightControls.css';
import './screenshot.css';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const CameraOutlined = lightIcon(cameraSvg, 'CameraOutlined');
const DownloadOutlined = lightIcon(downloadSvg, 'DownloadOutlined');
const ExclamationCircleFilled = lightIcon(warningSvg, 'ExclamationCircleFilled');
const ExpandOutlined = lightIcon(expandSvg, 'ExpandOutlined');

const NS = 'screenshot-tool';

interface Shot {
  canvas: HTMLCanvasElement;
  url: string;
}

function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

export default function ScreenshotTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [shot, setShot] = useState<Shot | null>(null);
  const [selection, setSelection] = useState<Rect | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = captureSupported();

  useEffect(
    () => () => {
      if (shot) URL.revokeObjectURL(shot.url);
    },
    [shot],
  );

  async function capture() {
    // A second press while the browser's picker is open is ignored, as antd's loading button did.
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const canvas = await captureScreen();
      const blob = await cropToPng(canvas, null);
      setShot({ canvas, url: URL.createObjectURL(blob) });
      setSelection(null);
    } catch (e) {
      setError(toToolError(e));
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    if (!shot) return;
    try {
      const blob = await cropToPng(shot.canvas, selection);
      downloadFile(blob, `${t('fileName')}-${stamp(new Date())}.png`, 'image/png');
    } catch (e) {
      setError(toToolError(e));
    }
  }

  const size =
    selection ?? (shot ? { width: shot.canvas.width, height: shot.canvas.height } : null);
  const n = (v: number) => formatCount(v, i18n.language);
  return (
    <div className="shot-tool">
      {!supported && (
        <div className="notice notice-warning" role="alert">
          <ExclamationCircleFilled className="notice-icon" aria-hidden />
          <span className="notice-text">{errorText(new ToolError('screenshot.unsupported'))}</span>
        </div>
      )}
      <div className="light-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!supported}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void capture()}
        >
          {busy ? (
            <span className="spinner spinner-inline" aria-hidden />
          ) : (
            <CameraOutlined aria-hidden />
          )}
          {shot ? t('captureAgain') : t('capture')}
        </button>
        {shot && (
          <>
            <button type="button" className="button" onClick={() => void download()}>
              <DownloadOutlined aria-hidden />
              {t('download')}
            </button>
            <CopyImageButton png={() => cropToPng(shot.canvas, selection)} />
            <button
              type="button"
              className="button"
              disabled={!selection}
              onClick={() => setSelection(null)}
            >
              <ExpandOutlined aria-hidden />
              {t('crop.clear')}
            </button>
          </>
        )}
      </div>
      {error && <ErrorNotice text={errorText(error)} testId="shot-error" />}
      {!shot && supported && !error && <p className="shot-secondary">{t('intro')}</p>}
      {shot && size && (
        <>
          <p className="shot-size" data-testid="shot-size">
            {selection
              ? t('crop.selected', { width: n(size.width), height: n(size.height) })
              : t('crop.whole', { width: n(size.width), height: n(size.height) })}
          </p>
          <CropArea
            src={shot.url}
            width={shot.canvas.width}
            height={shot.canvas.height}
            selection={selection}
            onSelect={setSelection}
          />
        </>
      )}
    </div>
  );
}
