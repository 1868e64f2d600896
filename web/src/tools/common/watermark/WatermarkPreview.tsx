/**
 * Live preview: the image (a reduced copy) with the marks laid out for its full size and drawn
 * scaled, so the preview matches the full-size download.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { drawMarks, watermarkCentres, watermarkLayout, type WatermarkSpec } from '../../../core';

export interface Item {
  key: string;
  file: File;
  /** A reduced copy for the screen. */
  preview: ImageBitmap;
  /** Full size. */
  width: number;
  height: number;
}

export function WatermarkPreview({
  item,
  spec,
  logo,
}: {
  item: Item;
  spec: WatermarkSpec;
  logo: ImageBitmap | null;
}) {
  const { t } = useTranslation('watermark');
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let stale = false;
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const { preview, width, height } = item;
    const sx = preview.width / width;
    const sy = preview.height / height;
    ctx.save();
    ctx.scale(sx, sy);
    const { layout, font } = watermarkLayout(ctx, width, height, spec, logo);
    ctx.restore();
    void watermarkCentres(layout).then((centres) => {
      if (stale) return;
      c.width = preview.width;
      c.height = preview.height;
      ctx.drawImage(preview, 0, 0);
      ctx.save();
      ctx.scale(sx, sy);
      drawMarks(ctx, spec, logo, layout, font, centres);
      ctx.restore();
    });
    return () => {
      stale = true;
    };
  }, [item, spec, logo]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={t('previewLabel', { name: item.file.name })}
      data-testid="watermark-preview"
      className="watermark-canvas"
    />
  );
}
