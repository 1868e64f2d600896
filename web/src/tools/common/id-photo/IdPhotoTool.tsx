/**
 * ID photo background: pick a photo, choose white, blue, red or a custom colour, press Change.
 * The person is segmented in the worker (Rust/wasm, with progress); the original and the
 * result are shown side by side; a standard size can be cut with a movable frame; the result
 * downloads as JPEG or PNG with its size and 300 dpi written in the file.
 */
import downloadSvg from '@ant-design/icons-svg/inline-svg/outlined/download.svg?raw';
import warningSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import swapSvg from '@ant-design/icons-svg/inline-svg/outlined/swap.svg?raw';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, type ExportFormat, type IdPhotoReport, type Rect } from '../../../core';
import { BitmapCanvas } from '../../../shared/BitmapCanvas';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { MIME, downloadFile } from '../../../shared/download';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { LightProgress } from '../../../shared/LightProgress';
import { LightSlider } from '../../../shared/LightSlider';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { BackgroundPicker } from './BackgroundPicker';
import { CropPreview } from './CropPreview';
import {
  BACKGROUNDS,
  BACKGROUND_IDS,
  DPI,
  SIZES,
  SIZE_IDS,
  initialFrame,
  isHexColour,
  sheetPhotoSize,
  zoomFrame,
  type BackgroundId,
  type SizeId,
} from './sizes';
import { useIdPhoto } from './useIdPhoto';
import '../../../shared/lightControls.css';
import './idPhoto.css';

const NS = 'id-photo';

const DownloadOutlined = lightIcon(downloadSvg, 'DownloadOutlined');
const SwapOutlined = lightIcon(swapSvg, 'SwapOutlined');
const ExclamationCircleFilled = lightIcon(warningSvg, 'ExclamationCircleFilled');

export default function IdPhotoTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const sizeId = useId();
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [loading, setLoading] = useState(false);
  const [background, setBackground] = usePersistentState<BackgroundId>(
    `${NS}:background`,
    'blue',
    isOneOf(BACKGROUND_IDS),
  );
  const [custom, setCustom] = usePersistentState(`${NS}:custom`, '#6fa8dc', isHexColour);
  const [size, setSize] = usePersistentState<SizeId>(`${NS}:size`, 'inch1', isOneOf(SIZE_IDS));
  const photo = useIdPhoto();
  const { result, busy } = photo;
  const colour = background === 'custom' ? custom : BACKGROUNDS[background];
  const target = size === 'original' ? null : SIZES[size];

  // Once there is a result, a new colour applies at once (no new segmentation needed).
  useEffect(() => {
    if (result && !busy && result.colour !== colour) void photo.recolour(result, colour);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [colour, result, busy]);

  // The crop frame the user placed, for this result (its report survives a new colour) and size;
  // a new result or size starts from the suggested frame.
  const [placed, setPlaced] = useState<{
    report: IdPhotoReport;
    size: SizeId;
    frame: Rect;
    zoom: number;
  } | null>(null);
  const current =
    result && target && placed?.report === result.report && placed.size === size ? placed : null;
  const zoom = current?.zoom ?? 1;
  const frame =
    result && target
      ? (current?.frame ??
        initialFrame(result.width, result.height, target, 1, result.report.personBox))
      : null;
  const setFrame = (next: Rect, nextZoom = zoom) =>
    result && setPlaced({ report: result.report, size, frame: next, zoom: nextZoom });

  useEffect(() => () => image?.bitmap.close(), [image]);

  function onLoad(next: LoadedImage) {
    photo.clear();
    setImage(next);
  }

  function change() {
    if (!image) {
      photo.setError(new ToolError('image.no_photo'));
      return;
    }
    void photo.process(image, colour);
  }

  const colourName = background === 'custom' ? custom.slice(1) : t(`fileColours.${background}`);

  async function download(format: ExportFormat) {
    if (!result) return;
    const crop = target ? frame : null;
    const bytes = await photo.exportAs(result, {
      format,
      quality: 95,
      dpi: target?.dpi ?? DPI,
      crop,
      size: target ? { width: target.width, height: target.height } : null,
    });
    if (!bytes) return;
    const w = target?.width ?? result.width;
    const h = target?.height ?? result.height;
    const ext = format === 'jpeg' ? 'jpg' : 'png';
    downloadFile(
      bytes as Uint8Array<ArrayBuffer>,
      `${t('fileName')}-${colourName}-${w}x${h}.${ext}`,
      format === 'jpeg' ? 'image/jpeg' : MIME.png,
    );
  }

  /** The photo at its printed size, repeated on a 6-inch sheet with cut marks (the core). */
  async function downloadSheet() {
    const onSheet = target && sheetPhotoSize(target);
    if (!result || !frame || !onSheet) return;
    const bytes = await photo.exportAs(result, {
      format: 'jpeg',
      quality: 95,
      dpi: DPI,
      crop: frame,
      size: onSheet,
      sheet: true,
    });
    if (!bytes) return;
    downloadFile(
      bytes as Uint8Array<ArrayBuffer>,
      `${t('sheet.fileName')}-${t(`sizeNames.${size}`)}-${colourName}.jpg`,
      'image/jpeg',
    );
  }

  function sizeLabel(id: Exclude<SizeId, 'original'>): string {
    const { width, height, mm } = SIZES[id];
    return mm
      ? t('sizes.printed', { name: t(`sizeNames.${id}`), mmW: mm[0], mmH: mm[1], width, height })
      : t('sizes.digital', { name: t(`sizeNames.${id}`), width, height });
  }

  const outW = target?.width ?? result?.width ?? 0;
  const outH = target?.height ?? result?.height ?? 0;
  const running = busy && photo.progress !== null;
  return (
    <div className="id-photo-tool">
      <ImageInput
        onLoad={onLoad}
        onError={(e) => photo.setError(e)}
        onBusy={setLoading}
        compact={!!image}
        label={image ? t('another') : undefined}
        disabled={busy}
        testId="id-photo-input"
      />
      {image && (
        <p className="id-photo-secondary" data-testid="id-photo-file">
          {t('fileInfo', { name: image.file.name, width: image.width, height: image.height })}
        </p>
      )}

      <div className="id-photo-options">
        <BackgroundPicker
          value={background}
          custom={custom}
          onChange={setBackground}
          onCustomChange={setCustom}
        />
        <div className="light-field id-photo-field">
          <label className="light-label" htmlFor={sizeId}>
            {t('size')}
          </label>
          <select
            id={sizeId}
            className="light-select id-photo-size"
            value={size}
            onChange={(e) => setSize(e.target.value as SizeId)}
          >
            {SIZE_IDS.map((id) => (
              <option key={id} value={id}>
                {id === 'original' ? t('sizes.original') : sizeLabel(id)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="light-actions">
        <button
          type="button"
          className="button button-primary"
          aria-busy={running}
          // While segmenting, the button shows the spinner and does nothing (antd's `loading`).
          onClick={() => !running && change()}
          disabled={loading || (busy && photo.progress === null)}
        >
          {running ? <span className="spinner spinner-inline" aria-hidden /> : <SwapOutlined />}
          {t('change')}
        </button>
        {running && (
          <button type="button" className="button" onClick={photo.cancel}>
            {t('common:actions.cancel')}
          </button>
        )}
      </div>
      {photo.progress !== null && (
        <LightProgress
          label={t('progress')}
          percent={(photo.progress ?? 0) * 100}
          testId="id-photo-progress"
        />
      )}
      {photo.error && <ErrorNotice text={errorText(photo.error)} testId="id-photo-error" />}
      {result && !result.report.plain && (
        <div className="notice notice-warning" role="status" data-testid="id-photo-not-plain">
          <ExclamationCircleFilled className="notice-icon" />
          <span className="notice-text">{t('notPlain')}</span>
        </div>
      )}

      {image && (
        <div className="id-photo-columns">
          <section className="id-photo-column">
            <h2 className="tool-subheading">{t('original')}</h2>
            <BitmapCanvas
              bitmap={image.bitmap}
              label={t('original')}
              testId="id-photo-original"
              className="id-photo-canvas"
            />
          </section>
          <section className="id-photo-column">
            <h2 className="tool-subheading">{t('result')}</h2>
            {result ? (
              <CropPreview
                preview={result.preview}
                width={result.width}
                height={result.height}
                frame={frame}
                onFrame={setFrame}
              />
            ) : (
              <div className="id-photo-placeholder">{t('resultPlaceholder')}</div>
            )}
            {result && target && frame && (
              <LightSlider
                label={t('frameSize')}
                className="id-photo-zoom"
                min={30}
                max={100}
                value={Math.round(zoom * 100)}
                format={(v) => `${v}%`}
                onChange={(v) =>
                  setFrame(zoomFrame(frame, result.width, result.height, target, v / 100), v / 100)
                }
              />
            )}
          </section>
        </div>
      )}

      {result && (
        <div className="id-photo-downloads">
          <p data-testid="id-photo-output">
            {t('output', { width: outW, height: outH, dpi: target?.dpi ?? DPI })}
            {target && ` · ${t('dragHint')}`}
          </p>
          <div className="light-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void download('jpeg')}
            >
              <DownloadOutlined />
              {t('downloadJpeg')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void download('png')}
            >
              <DownloadOutlined />
              {t('downloadPng')}
            </button>
          </div>
          {target && (
            <div className="id-photo-sheet" data-testid="id-photo-sheet">
              {target.mm ? (
                <>
                  <p>{t('sheet.about')}</p>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void downloadSheet()}
                  >
                    <DownloadOutlined />
                    {t('sheet.download')}
                  </button>
                </>
              ) : (
                <p>{t('sheet.digitalOnly')}</p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
