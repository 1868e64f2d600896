/**
 * The captured image with a crop rectangle drawn by dragging (mouse, pen or touch). Escape or a
 * plain click clears the selection, meaning "the whole image".
 */
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rectBetween, toImagePoint, toPercent, type Point, type Rect } from './crop';

interface Props {
  src: string;
  width: number;
  height: number;
  selection: Rect | null;
  onSelect: (rect: Rect | null) => void;
}

const NS = 'screenshot-tool';

export function CropArea({ src, width, height, selection, onSelect }: Props) {
  const { t } = useTranslation(NS);
  const image = useRef<HTMLImageElement>(null);
  const [start, setStart] = useState<Point | null>(null);

  function point(e: PointerEvent): Point {
    const rect = image.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
    return toImagePoint({ x: e.clientX, y: e.clientY }, rect, width, height);
  }

  return (
    <div
      className="shot-crop"
      role="application"
      aria-label={t('crop.label')}
      tabIndex={0}
      data-testid="crop-area"
      onKeyDown={(e) => e.key === 'Escape' && onSelect(null)}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        const p = point(e);
        setStart(p);
        onSelect(null);
      }}
      onPointerMove={(e) => {
        if (start) onSelect(rectBetween(start, point(e), width, height));
      }}
      onPointerUp={(e) => {
        if (!start) return;
        onSelect(rectBetween(start, point(e), width, height));
        setStart(null);
      }}
      onPointerCancel={() => setStart(null)}
    >
      <img ref={image} src={src} alt={t('crop.alt')} draggable={false} />
      {selection && (
        <div
          className="shot-selection"
          style={toPercent(selection, width, height)}
          data-testid="crop-selection"
        />
      )}
    </div>
  );
}
