/** The generated code, what it holds, advice about it, and the PNG / SVG downloads. */
import downloadSvg from '@ant-design/icons-svg/inline-svg/outlined/download.svg?raw';
import warningSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, codePng, toToolError, type CodeImage, type CodeRequest } from '../../../core';
import { downloadFile } from '../../../shared/download';
import { formatCount } from '../../../shared/formatCount';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { ERROR_TEXT_ID } from './fields';
import { logoPlacement, svgWithLogo, type Logo } from './logo';
import { pngWithLogo } from './logoImage';
import { NS } from './options';
import { ErrorNotice } from '../../../shared/ErrorNotice';

const DownloadOutlined = lightIcon(downloadSvg, 'DownloadOutlined');
const ExclamationCircleFilled = lightIcon(warningSvg, 'ExclamationCircleFilled');

interface Props {
  image: CodeImage | null;
  request: CodeRequest | null;
  /** The request the shown image was made from (also while a new one is being made). */
  made: CodeRequest | null;
  /** A QR code's centre logo, drawn over the code here (preview and both files). */
  logo: Logo | null;
  error: ToolError | null;
  busy: boolean;
  fileName: string;
  label: string;
}

/** The preview never exceeds this many CSS pixels a side; the files keep their full size. */
const PREVIEW_MAX = 360;

export function CodePreview(props: Props) {
  const { image, request, made, logo, error, busy, fileName, label } = props;
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [saving, setSaving] = useState(false);
  // A failed PNG download, said under the buttons until the next try.
  const [saveError, setSaveError] = useState<ToolError | null>(null);
  const placement =
    image?.qrVersion != null && made && logo
      ? logoPlacement(made.size, made.margin, image.qrVersion, logo)
      : null;
  const svg = useMemo(
    () =>
      image && made && logo && placement
        ? svgWithLogo(image.svg, logo, placement, made.background)
        : (image?.svg ?? null),
    // `placement` follows from the others.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [image, made, logo],
  );
  // The picture is the SVG itself in the page, not an <img> of it: no data URL of the whole
  // document on each change, and it is not the page's largest paint. As an image it was, and a
  // phone's Lighthouse run counted the page as loaded only once the codes module had arrived
  // (LCP 3.5 s) although the form above it had been usable for a second. Our own markup:
  // rectangles and paths from the Rust core (colours as #RRGGBB), and for a logo its pad in
  // the background colour the core has just accepted and the logo's PNG data URL.
  const markup = useMemo(() => (svg ? { __html: svg } : null), [svg]);

  async function downloadPng() {
    if (!request || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      const bytes = await codePng(request);
      const file =
        logo && placement
          ? await pngWithLogo(bytes, logo, placement, request.background)
          : (bytes as Uint8Array<ArrayBuffer>);
      downloadFile(file, `${fileName}.png`, 'image/png');
    } catch (e) {
      setSaveError(toToolError(e));
    } finally {
      setSaving(false);
    }
  }

  const scale = image ? Math.min(1, PREVIEW_MAX / Math.max(image.width, image.height)) : 1;
  const n = (v: number) => formatCount(v, i18n.language);
  return (
    <div className="code-preview" aria-live="polite" aria-busy={busy} data-busy={busy}>
      {error && <ErrorNotice text={errorText(error)} textId={ERROR_TEXT_ID} testId="code-error" />}
      {/* Until the first image arrives (on a slow network, the codes module takes a while), its
          square, its info line and the (disabled) downloads keep their place, so the options
          below do not jump down on a phone, with the busy spinner if the wait is noticeable. */}
      {!image && !error && (
        <>
          <div className="code-preview-frame" aria-hidden>
            <div className="code-preview-placeholder" style={{ width: PREVIEW_MAX }} />
            {busy && (
              <span className="code-preview-busy" data-testid="code-waiting">
                <span className="spinner" />
              </span>
            )}
          </div>
          <p className="code-preview-info" aria-hidden>
            {'\u00a0'}
          </p>
          <div className="light-actions">
            <button type="button" className="button button-primary" disabled>
              <DownloadOutlined aria-hidden />
              {t('download.png')}
            </button>
            <button type="button" className="button" disabled>
              <DownloadOutlined aria-hidden />
              {t('download.svg')}
            </button>
          </div>
        </>
      )}
      {image && markup && svg && (
        <>
          <div className="code-preview-frame">
            <div
              className="code-preview-image"
              role="img"
              aria-label={label}
              style={{
                width: Math.round(image.width * scale),
                aspectRatio: `${image.width} / ${image.height}`,
              }}
              data-testid="code-image"
              data-logo={placement !== null}
              dangerouslySetInnerHTML={markup}
            />
            {/* Shown only when drawing takes a while (CSS delay), so quick updates do not flash. */}
            {busy && (
              <span className="code-preview-busy" aria-hidden>
                <span className="spinner" />
              </span>
            )}
          </div>
          <p className="code-preview-info" data-testid="code-info">
            {image.qrVersion !== null
              ? t('preview.qrInfo', {
                  version: image.qrVersion,
                  modules: image.qrVersion * 4 + 17,
                  width: n(image.width),
                  height: n(image.height),
                })
              : t('preview.barcodeInfo', { width: n(image.width), height: n(image.height) })}
          </p>
          {image.qrVersion === null && (
            <p className="code-preview-content" data-testid="code-content">
              {t('preview.content')}
              <code>{image.content}</code>
            </p>
          )}
          {image.warnings.map((w) => (
            <div key={w} className="notice notice-warning">
              <ExclamationCircleFilled className="notice-icon" aria-hidden />
              <span className="notice-text">{t(`warnings.${w}`)}</span>
            </div>
          ))}
          <div className="light-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              aria-busy={saving || undefined}
              aria-disabled={saving || undefined}
              onClick={() => void downloadPng()}
            >
              {saving ? (
                <span className="spinner spinner-inline" aria-hidden />
              ) : (
                <DownloadOutlined aria-hidden />
              )}
              {t('download.png')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => downloadFile(svg, `${fileName}.svg`, 'image/svg+xml')}
            >
              <DownloadOutlined aria-hidden />
              {t('download.svg')}
            </button>
          </div>
          {saveError && <ErrorNotice text={errorText(saveError)} />}
        </>
      )}
    </div>
  );
}
