/**
 * The screenshot with an optional crop: drag to keep only part of it (subtitles or a frame of a
 * video player make a search worse). A click or Escape clears it, meaning "the whole image".
 */
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  rectBetween,
  toImagePoint,
  toPercent,
  type Point,
  type Rect,
} from '../../common/screenshot-tool/crop';

interface Props {
  src: string;
  width: number;
  height: number;
  selection: Rect | null;
  onSelect: (rect: Rect | null) => void;
}

export function AnimeCrop({ src, width, height, selection, onSelect }: Props) {
  const { t } = useTranslation('anime-search');
  const image = useRef<HTMLImageElement>(null);
  const [start, setStart] = useState<Point | null>(null);

  function point(e: PointerEvent): Point {
    const box = image.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
    return toImagePoint({ x: e.clientX, y: e.clientY }, box, width, height);
  }

  return (
    <div
      className="anime-crop"
      role="application"
      aria-label={t('cropLabel')}
      tabIndex={0}
      data-testid="anime-crop"
      onKeyDown={(e) => e.key === 'Escape' && onSelect(null)}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        setStart(point(e));
        onSelect(null);
      }}
      onPointerMove={(e) => start && onSelect(rectBetween(start, point(e), width, height))}
      onPointerUp={(e) => {
        if (!start) return;
        onSelect(rectBetween(start, point(e), width, height));
        setStart(null);
      }}
      onPointerCancel={() => setStart(null)}
    >
      <img ref={image} src={src} alt={t('screenshotAlt')} draggable={false} />
      {selection && (
        <div
          className="anime-selection"
          style={toPercent(selection, width, height)}
          data-testid="anime-selection"
        />
      )}
    </div>
  );
}
