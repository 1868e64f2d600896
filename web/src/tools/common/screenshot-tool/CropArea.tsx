/**
 * The captured image with a crop rectangle drawn by dragging (mouse, pen or touch). Escape or a
 * plain click clears the selection, meaning "the whole image". The anime scene search uses it
 * too, with its own label, alt text and class names (`<classPrefix>-crop`, `-selection`).
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
  /** The area's accessible name and the image's alt text; the screenshot tool's by default. */
  label?: string;
  alt?: string;
  classPrefix?: string;
}

const NS = 'screenshot-tool';

export function CropArea(props: Props) {
  const { src, width, height, selection, onSelect, classPrefix = 'shot' } = props;
  const { t } = useTranslation(NS);
  const image = useRef<HTMLImageElement>(null);
  const [start, setStart] = useState<Point | null>(null);

  function point(e: PointerEvent): Point {
    const rect = image.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
    return toImagePoint({ x: e.clientX, y: e.clientY }, rect, width, height);
  }

  return (
    <div
      className={`${classPrefix}-crop`}
      role="application"
      aria-label={props.label ?? t('crop.label')}
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
      <img ref={image} src={src} alt={props.alt ?? t('crop.alt')} draggable={false} />
      {selection && (
        <div
          className={`${classPrefix}-selection`}
          style={toPercent(selection, width, height)}
          data-testid="crop-selection"
        />
      )}
    </div>
  );
}
