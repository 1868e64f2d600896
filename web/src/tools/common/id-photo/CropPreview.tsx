/**
 * The result with the crop frame of a standard size on it: drag the frame (or use the arrow
 * keys) to move it; it always stays on the photo.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rect } from '../../../core';
import { BitmapCanvas } from '../../../shared/BitmapCanvas';
import { clampFrame } from './sizes';

interface Props {
  preview: ImageBitmap;
  width: number;
  height: number;
  frame: Rect | null;
  onFrame: (frame: Rect) => void;
}

export function CropPreview({ preview, width, height, frame, onFrame }: Props) {
  const { t } = useTranslation('id-photo');
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; frame: Rect } | null>(null);

  function scale() {
    const rect = box.current?.getBoundingClientRect();
    return rect && rect.width > 0 ? width / rect.width : 1;
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (!frame) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, frame };
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    const s = scale();
    onFrame(
      clampFrame(
        { ...d.frame, x: d.frame.x + (e.clientX - d.x) * s, y: d.frame.y + (e.clientY - d.y) * s },
        width,
        height,
      ),
    );
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (!frame) return;
    const step = Math.max(1, Math.round(Math.max(width, height) / 100));
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    onFrame(clampFrame({ ...frame, x: frame.x + move[0], y: frame.y + move[1] }, width, height));
  }

  const pct = (v: number, of: number) => `${(100 * v) / of}%`;
  return (
    <div ref={box} className="id-photo-crop">
      <BitmapCanvas bitmap={preview} label={t('result')} testId="id-photo-result" />
      {frame && (
        <div
          className="id-photo-frame"
          role="slider"
          tabIndex={0}
          aria-label={t('frame')}
          aria-valuetext={t('frameAt', { x: frame.x, y: frame.y })}
          aria-valuenow={frame.x}
          data-testid="id-photo-frame"
          style={{
            left: pct(frame.x, width),
            top: pct(frame.y, height),
            width: pct(frame.width, width),
            height: pct(frame.height, height),
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
        />
      )}
    </div>
  );
}
