import { useEffect, useRef, type CSSProperties } from 'react';

interface Props {
  bitmap: ImageBitmap | null;
  /** Longest side of the drawn copy, in canvas pixels (the CSS size follows the layout). */
  maxSize?: number;
  label: string;
  testId?: string;
  className?: string;
  style?: CSSProperties;
}

/** Shows an ImageBitmap, scaled down to `maxSize`, as an image with an accessible name. */
export function BitmapCanvas({ bitmap, maxSize = 1000, label, testId, className, style }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !bitmap) return;
    const scale = Math.min(1, maxSize / Math.max(bitmap.width, bitmap.height));
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  }, [bitmap, maxSize]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      data-testid={testId}
      className={className}
      style={{ display: 'block', maxWidth: '100%', height: 'auto', ...style }}
    />
  );
}
