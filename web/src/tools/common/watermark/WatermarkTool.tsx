/**
 * Add watermark: a text or logo mark (size, colour, opacity, rotation, one position or tiled
 * with spacing) on one or many images, with a live preview. Downloads are at each image's
 * original size and format (JPEG, PNG, WebP; others as PNG), drawn in the worker; several
 * images come as one ZIP. Drawn with the shell's light controls (no antd on this page).
 */
import downloadSvg from '@ant-design/icons-svg/inline-svg/outlined/download.svg?raw';
import fileZipSvg from '@ant-design/icons-svg/inline-svg/outlined/file-zip.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseOutlined, InfoCircleFilled } from '../../../app/icons';
import {
  ToolError,
  releaseImageWorker,
  toToolError,
  watermarkRender,
  zipPack,
} from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { MIME, downloadFile } from '../../../shared/download';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { usePersistentState } from '../../../shared/usePersistentState';
import { defaultSpec, isSpec, outputName } from './spec';
import { WatermarkControls } from './WatermarkControls';
import { WatermarkPreview, type Item } from './WatermarkPreview';
import '../../../shared/lightControls.css';
import './watermark.css';

const NS = 'watermark';
const PREVIEW_MAX = 1200;
/** More images than this in one batch would hold too much memory in the tab. */
const MAX_BATCH = 50;

const DownloadOutlined = lightIcon(downloadSvg, 'DownloadOutlined');
const FileZipOutlined = lightIcon(fileZipSvg, 'FileZipOutlined');

export default function WatermarkTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [spec, setSpec] = usePersistentState(`${NS}:spec`, defaultSpec(t('defaultText')), isSpec);
  const [items, setItems] = useState<Item[]>([]);
  const [current, setCurrent] = useState(0);
  const [logo, setLogo] = useState<LoadedImage | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const running = useRef<AbortController | null>(null);
  const nextKey = useRef(0);
  const itemsRef = useRef<Item[]>([]);

  useEffect(
    () => () => {
      running.current?.abort();
      releaseImageWorker();
      itemsRef.current.forEach((it) => it.preview.close());
    },
    [],
  );
  useEffect(() => () => logo?.bitmap.close(), [logo]);

  const report = (error: ToolError, file?: File) =>
    setErrors((list) => [
      ...list,
      file
        ? t('fileError', { name: file.name, message: errorText(error) })
        : (errorText(error) ?? ''),
    ]);

  async function add(image: LoadedImage) {
    const { bitmap, file, width, height } = image;
    const scale = Math.min(1, PREVIEW_MAX / Math.max(width, height));
    let preview: ImageBitmap;
    try {
      preview = await createImageBitmap(bitmap, {
        resizeWidth: Math.max(1, Math.round(width * scale)),
        resizeHeight: Math.max(1, Math.round(height * scale)),
        resizeQuality: 'high',
      });
    } finally {
      // The full-size pixels are decoded again for the download: keep only the preview.
      bitmap.close();
    }
    if (itemsRef.current.length >= MAX_BATCH) {
      preview.close();
      report(new ToolError('watermark.too_many', { max: String(MAX_BATCH) }), file);
      return;
    }
    const next = [
      ...itemsRef.current,
      { key: String(nextKey.current++), file, preview, width, height },
    ];
    itemsRef.current = next;
    setItems(next);
    setCurrent(next.length - 1);
  }

  function remove(index: number) {
    itemsRef.current[index]?.preview.close();
    const next = itemsRef.current.filter((_, i) => i !== index);
    itemsRef.current = next;
    setItems(next);
    setCurrent((c) => Math.max(0, Math.min(c >= index ? c - 1 : c, next.length - 1)));
  }

  async function render(item: Item, signal: AbortSignal) {
    const { bytes, type } = await watermarkRender(item.file, spec, logo?.bitmap ?? null, signal);
    return { bytes, type, name: outputName(item.file.name, type, t('fileSuffix')) };
  }

  async function download(which: Item[]) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setErrors([]);
    setExporting({ done: 0, total: which.length });
    try {
      const outputs = [];
      for (const item of which) {
        outputs.push(await render(item, controller.signal));
        setExporting({ done: outputs.length, total: which.length });
      }
      if (outputs.length === 1) {
        const [o] = outputs;
        downloadFile(o.bytes as Uint8Array<ArrayBuffer>, o.name, o.type);
      } else {
        const zip = await zipPack(outputs, controller.signal);
        downloadFile(zip as Uint8Array<ArrayBuffer>, `${t('zipName')}.zip`, MIME.zip);
      }
    } catch (e) {
      if (!controller.signal.aborted) report(toToolError(e));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setExporting(null);
      }
    }
  }

  const item = items[current] ?? null;
  const noMark = spec.kind === 'image' ? !logo : !spec.text.trim();
  return (
    <div className="watermark-tool">
      <ImageInput
        multiple
        onLoad={(img) => void add(img)}
        onError={report}
        onBusy={(busy) => busy && setErrors([])}
        compact={items.length > 0}
        disabled={exporting !== null}
        testId="watermark-input"
      />
      {errors.map((message, i) => (
        <ErrorNotice key={i} text={message} testId="watermark-error" />
      ))}
      {items.length > 0 && (
        <ul className="watermark-files" aria-label={t('images')}>
          {items.map((it, i) => (
            <li key={it.key} className="watermark-file">
              <button
                type="button"
                className={i === current ? 'button button-primary' : 'button'}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                <span className="watermark-file-name">{it.file.name}</span>
              </button>
              <button
                type="button"
                className="button watermark-remove"
                aria-label={t('remove', { name: it.file.name })}
                onClick={() => remove(i)}
              >
                <CloseOutlined aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="watermark-columns">
        {item ? (
          <div className="watermark-stack">
            <WatermarkPreview item={item} spec={spec} logo={logo?.bitmap ?? null} />
            <p className="watermark-secondary">
              {t('size', { width: item.width, height: item.height })}
            </p>
          </div>
        ) : (
          <div className="watermark-placeholder">{t('placeholder')}</div>
        )}
        <WatermarkControls
          spec={spec}
          onChange={setSpec}
          logoName={logo?.file.name ?? null}
          onLogo={setLogo}
          onError={(e) => report(e)}
        />
      </div>
      {noMark && items.length > 0 && (
        <div className="notice notice-info" role="status">
          <InfoCircleFilled className="notice-icon" aria-hidden />
          <span className="notice-text">{t(spec.kind === 'image' ? 'needLogo' : 'needText')}</span>
        </div>
      )}
      <div className="light-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!item || noMark || exporting !== null}
          onClick={() => item && void download([item])}
        >
          <DownloadOutlined aria-hidden />
          {t('download')}
        </button>
        {items.length > 1 && (
          <button
            type="button"
            className="button"
            disabled={noMark || exporting !== null}
            onClick={() => void download(items)}
          >
            <FileZipOutlined aria-hidden />
            {t('downloadAll', { count: items.length })}
          </button>
        )}
        {exporting && (
          <>
            <span role="status" data-testid="watermark-progress">
              {t('exporting', { done: exporting.done, total: exporting.total })}
            </span>
            <button type="button" className="button" onClick={() => running.current?.abort()}>
              {t('common:actions.cancel')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
