/**
 * Poster maker: a template (phone wallpaper 1080 × 1920, square 1080 × 1080, A4 portrait at
 * 300 dpi), a colour, gradient or photo background, title, subtitle and body text, and an
 * optional picture (a logo) and an optional QR code made from a link or text by our core; drag
 * anything into place; export a PNG at full size. Drawn with the browser's canvas (its text
 * rendering), in this tab only.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): native selects,
 * ranges and colour inputs (shared LightSlider and LightColorButton), button-style radios,
 * and a native <dialog> asking before Start over (antd's Popconfirm before).
 */
import deleteSvg from '@ant-design/icons-svg/inline-svg/outlined/delete.svg?raw';
import downloadSvg from '@ant-design/icons-svg/inline-svg/outlined/download.svg?raw';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, encodeCanvas, imageSetDpi, toToolError } from '../../../core';
import { MIME, downloadFile } from '../../../shared/download';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { LightSlider } from '../../../shared/LightSlider';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { usePersistentState } from '../../../shared/usePersistentState';
import { BackgroundControls } from './BackgroundControls';
import { PosterPreview } from './PosterPreview';
import {
  TEMPLATES,
  TEMPLATE_IDS,
  TEXT_IDS,
  defaultPoster,
  drawPoster,
  isPoster,
  withQr,
  type ElementId,
  type Poster,
  type StoredPoster,
  type TemplateId,
} from './poster';
import { QrControls } from './QrControls';
import { qrBitmap, qrRequest, useQrImage } from './qrImage';
import { StartOver } from './StartOver';
import { TextControls } from './TextControls';
import '../../../shared/lightControls.css';
import './poster.css';

const NS = 'poster-generator';
const DeleteOutlined = lightIcon(deleteSvg, 'DeleteOutlined');
const DownloadOutlined = lightIcon(downloadSvg, 'DownloadOutlined');

export default function PosterGeneratorTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const defaults = () =>
    defaultPoster({
      title: t('defaults.title'),
      subtitle: t('defaults.subtitle'),
      body: t('defaults.body'),
    });
  const [stored, setPoster] = usePersistentState<StoredPoster>(
    `${NS}:poster`,
    defaults(),
    isPoster,
  );
  const poster = withQr(stored);
  const { width, height } = TEMPLATES[poster.template];
  const qr = useQrImage(qrRequest(poster.qr, width));
  const [photo, setPhoto] = useState<LoadedImage | null>(null);
  const [picture, setPicture] = useState<LoadedImage | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [exporting, setExporting] = useState(false);
  const pictureZone = useRef<HTMLDivElement>(null);
  const assets = useMemo(
    () => ({ photo: photo?.bitmap ?? null, picture: picture?.bitmap ?? null, qr: qr.bitmap }),
    [photo, picture, qr.bitmap],
  );
  useEffect(() => () => photo?.bitmap.close(), [photo]);
  useEffect(() => () => picture?.bitmap.close(), [picture]);

  const update = (patch: Partial<Poster>) => setPoster({ ...poster, ...patch });

  function move(id: ElementId, x: number, y: number) {
    if (id === 'picture') update({ picture: { ...poster.picture, x, y } });
    else if (id === 'qr') update({ qr: { ...poster.qr, x, y } });
    else update({ [id]: { ...poster[id], x, y } });
  }

  async function exportPng() {
    if (exporting) return;
    setExporting(true);
    setError(null);
    let code: ImageBitmap | null = null;
    try {
      const { dpi } = TEMPLATES[poster.template];
      // The QR code is made anew at the export's size (never the preview's bitmap scaled up).
      const request = qrRequest(poster.qr, width);
      code = request ? await qrBitmap(request) : null;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new ToolError('image.out_of_memory');
      drawPoster(ctx, poster, { ...assets, qr: code }, width, height);
      let bytes = await encodeCanvas(canvas, 'image/png');
      if (dpi) bytes = await imageSetDpi(bytes, dpi);
      downloadFile(
        bytes as Uint8Array<ArrayBuffer>,
        `${t('fileName')}-${t(`fileTemplates.${poster.template}`)}-${width}x${height}.png`,
        MIME.png,
      );
    } catch (e) {
      setError(toToolError(e));
    } finally {
      code?.close();
      setExporting(false);
    }
  }

  return (
    <div className="poster-layout">
      <div className="poster-stage">
        <PosterPreview poster={poster} assets={assets} onMove={move} />
        <p className="poster-drag-hint">{t('dragHint')}</p>
      </div>
      <div className="poster-controls">
        <div className="light-field poster-field">
          <label className="light-label" htmlFor="poster-template">
            {t('template')}
          </label>
          <select
            id="poster-template"
            className="light-select poster-template"
            value={poster.template}
            onChange={(e) => update({ template: e.target.value as TemplateId })}
          >
            {TEMPLATE_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`templates.${id}`, TEMPLATES[id])}
              </option>
            ))}
          </select>
        </div>
        <section aria-labelledby="poster-background-title">
          <h2 className="tool-subheading" id="poster-background-title">
            {t('background')}
          </h2>
          <BackgroundControls
            background={poster.background}
            onChange={(background) => update({ background })}
            photoName={photo?.file.name ?? null}
            onPhoto={(img) => {
              setError(null);
              setPhoto(img);
            }}
            onError={setError}
          />
        </section>
        <section aria-labelledby="poster-texts-title">
          <h2 className="tool-subheading" id="poster-texts-title">
            {t('texts')}
          </h2>
          <div className="poster-stack">
            {TEXT_IDS.map((id) => (
              <TextControls
                key={id}
                id={id}
                element={poster[id]}
                onChange={(el) => update({ [id]: el })}
              />
            ))}
          </div>
        </section>
        <section aria-labelledby="poster-picture-title">
          <h2 className="tool-subheading" id="poster-picture-title">
            {t('elements.picture')}
          </h2>
          <div className="poster-stack poster-stack-tight" ref={pictureZone}>
            <ImageInput
              compact
              pasteFromPage={false}
              onLoad={(img) => {
                setError(null);
                setPicture(img);
              }}
              onError={setError}
              label={picture ? t('pictureChosen', { name: picture.file.name }) : t('choosePicture')}
              hint={t('pictureHint')}
              testId="poster-picture-input"
            />
            {picture && (
              <div className="poster-row">
                <LightSlider
                  className="poster-slider"
                  label={t('pictureSize')}
                  min={5}
                  max={90}
                  value={Math.round(poster.picture.size * 100)}
                  format={(v) => `${v}%`}
                  onChange={(v) => update({ picture: { ...poster.picture, size: v / 100 } })}
                />
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setPicture(null);
                    // The button goes away with the picture: the focus goes to the picker.
                    pictureZone.current?.querySelector<HTMLElement>('[role=button]')?.focus();
                  }}
                >
                  <DeleteOutlined aria-hidden />
                  {t('removePicture')}
                </button>
              </div>
            )}
          </div>
        </section>
        <section aria-labelledby="poster-qr-title">
          <h2 className="tool-subheading" id="poster-qr-title">
            {t('elements.qr')}
          </h2>
          <QrControls qr={poster.qr} onChange={(q) => update({ qr: q })} error={qr.error} />
        </section>
        {error && <ErrorNotice text={errorText(error)} testId="poster-error" />}
        <div className="light-actions poster-actions">
          <button
            type="button"
            className="button button-primary"
            aria-busy={exporting || undefined}
            aria-disabled={exporting || undefined}
            onClick={() => void exportPng()}
          >
            {exporting ? (
              <span className="spinner poster-spinner" aria-hidden />
            ) : (
              <DownloadOutlined aria-hidden />
            )}
            {t('export', { width, height })}
          </button>
          {/* Starting over throws the texts away: ask first. */}
          <StartOver onConfirm={() => setPoster({ ...defaults(), template: poster.template })} />
        </div>
      </div>
    </div>
  );
}
