/**
 * The poster, drawn scaled down, with a handle over each element: drag a handle (or focus it
 * and use the arrow keys) to move the element.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TEMPLATES,
  drawPoster,
  type Assets,
  type Box,
  type ElementId,
  type Poster,
} from './poster';

/** Longest side of the preview canvas, in canvas pixels. */
const PREVIEW_MAX = 900;

interface Props {
  poster: Poster;
  assets: Assets;
  onMove: (id: ElementId, x: number, y: number) => void;
}

export function PosterPreview({ poster, assets, onMove }: Props) {
  const { t } = useTranslation('poster-generator');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [boxes, setBoxes] = useState<Box[]>([]);
  const drag = useRef<{
    id: ElementId;
    x: number;
    y: number;
    startX: number;
    startY: number;
  } | null>(null);
  const { width: W, height: H } = TEMPLATES[poster.template];
  const scale = PREVIEW_MAX / Math.max(W, H);

  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    c.width = Math.round(W * scale);
    c.height = Math.round(H * scale);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    setBoxes(drawPoster(ctx, poster, assets, W, H));
  }, [poster, assets, W, H, scale]);

  function position(id: ElementId) {
    return id === 'picture' ? poster.picture : poster[id];
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>, id: ElementId) {
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = position(id);
    drag.current = { id, x: e.clientX, y: e.clientY, startX: p.x, startY: p.y };
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    const rect = canvas.current?.getBoundingClientRect();
    if (!d || !rect || rect.width === 0) return;
    const dx = (e.clientX - d.x) / rect.width;
    const dy = (e.clientY - d.y) / rect.height;
    onMove(d.id, clamp(d.startX + dx), clamp(d.startY + dy));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>, id: ElementId) {
    const step = e.shiftKey ? 0.05 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const p = position(id);
    onMove(id, clamp(p.x + move[0]), clamp(p.y + move[1]));
  }

  const pct = (v: number, of: number) => `${(100 * v) / of}%`;
  return (
    <div className="poster-preview">
      <canvas
        ref={canvas}
        // Sized from the first paint (the effect's redraw would otherwise grow it from
        // 300 × 150 and push the controls below it down).
        width={Math.round(W * scale)}
        height={Math.round(H * scale)}
        role="img"
        aria-label={t('previewLabel')}
        data-testid="poster-preview"
        className="poster-canvas"
      />
      {boxes.map((b) => (
        <div
          key={b.id}
          role="button"
          tabIndex={0}
          aria-label={t('moveElement', { name: t(`elements.${b.id}`) })}
          data-testid={`poster-handle-${b.id}`}
          className="poster-handle"
          style={{
            left: pct(b.x, W),
            top: pct(b.y, H),
            width: pct(b.width, W),
            height: pct(b.height, H),
          }}
          onPointerDown={(e) => onPointerDown(e, b.id)}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={(e) => onKeyDown(e, b.id)}
        />
      ))}
    </div>
  );
}

function clamp(v: number) {
  return Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
}
