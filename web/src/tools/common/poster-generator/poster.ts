/**
 * The poster model and its drawing. Positions and sizes are shares of the poster's width and
 * height, so switching templates keeps the layout; the same function draws the preview (scaled)
 * and the full-size export, so what you see is what you get.
 */
import { placeBlocks, type PlacedBlock, type TextSpec } from './blocks';

export type TemplateId = 'phone' | 'square' | 'a4';
export const TEMPLATE_IDS: TemplateId[] = ['phone', 'square', 'a4'];

/** Full-size pixels; A4 portrait at 300 dpi (210 × 297 mm). */
export const TEMPLATES: Record<TemplateId, { width: number; height: number; dpi: number | null }> =
  {
    phone: { width: 1080, height: 1920, dpi: null },
    square: { width: 1080, height: 1080, dpi: null },
    a4: { width: 2480, height: 3508, dpi: 300 },
  };

export type BackgroundKind = 'colour' | 'gradient' | 'photo';
export const BACKGROUND_KINDS: BackgroundKind[] = ['colour', 'gradient', 'photo'];

export type TextId = 'title' | 'subtitle' | 'body';
export const TEXT_IDS: TextId[] = ['title', 'subtitle', 'body'];
export type ElementId = TextId | 'picture' | 'qr';

export interface TextElement {
  text: string;
  /** Font size as a share of the poster's width. */
  size: number;
  colour: string;
  bold: boolean;
  /** Centre, as shares of the poster's width and height. */
  x: number;
  y: number;
}

export interface Poster {
  template: TemplateId;
  background: {
    kind: BackgroundKind;
    colour: string;
    from: string;
    to: string;
    /** Gradient direction in degrees (0 = left to right, 90 = top to bottom). */
    angle: number;
    /** Darkening over a photo, 0 to 0.7, so that text stays readable. */
    dim: number;
  };
  title: TextElement;
  subtitle: TextElement;
  body: TextElement;
  /** A picture placed on the poster (a logo, or a QR code image). */
  picture: { x: number; y: number; size: number };
  /** A QR code made from `text` (none while it is blank); `size` is a share of the width. */
  qr: QrElement;
}

export interface QrElement {
  text: string;
  x: number;
  y: number;
  size: number;
}

export const DEFAULT_QR: QrElement = { text: '', x: 0.8, y: 0.86, size: 0.22 };
/** The QR code's size, as shares of the poster's width. */
export const QR_SIZE_RANGE = [0.1, 0.9] as const;

/** The QR code's side in poster pixels: whole pixels, so that the export copies it 1 : 1. */
export function qrPixels(qr: QrElement, width: number): number {
  return Math.round(qr.size * width);
}

export function defaultPoster(texts: Record<TextId, string>): Poster {
  return {
    template: 'phone',
    background: {
      kind: 'gradient',
      colour: '#1d3557',
      from: '#ff9a8b',
      to: '#6a5acd',
      angle: 90,
      dim: 0.25,
    },
    title: { text: texts.title, size: 0.1, colour: '#ffffff', bold: true, x: 0.5, y: 0.25 },
    subtitle: { text: texts.subtitle, size: 0.05, colour: '#ffffff', bold: false, x: 0.5, y: 0.38 },
    body: { text: texts.body, size: 0.035, colour: '#ffffff', bold: false, x: 0.5, y: 0.6 },
    picture: { x: 0.5, y: 0.84, size: 0.25 },
    qr: DEFAULT_QR,
  };
}

export const POSTER_FONT =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", sans-serif';

/** Where an element ended up, in poster pixels (for the drag handles). */
export interface Box {
  id: ElementId;
  x: number;
  y: number;
  width: number;
  height: number;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface Assets {
  photo: ImageBitmap | null;
  picture: ImageBitmap | null;
  /** The QR code, made at the poster's full size (`qrPixels` a side). */
  qr: ImageBitmap | null;
}

function drawBackground(
  ctx: Context2D,
  poster: Poster,
  photo: ImageBitmap | null,
  w: number,
  h: number,
) {
  const bg = poster.background;
  if (bg.kind === 'photo' && photo) {
    // Cover: fill the poster, cropping the photo's overflow evenly.
    const scale = Math.max(w / photo.width, h / photo.height);
    const pw = photo.width * scale;
    const ph = photo.height * scale;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(photo, (w - pw) / 2, (h - ph) / 2, pw, ph);
    if (bg.dim > 0) {
      ctx.fillStyle = `rgba(0, 0, 0, ${Math.min(0.7, bg.dim)})`;
      ctx.fillRect(0, 0, w, h);
    }
    return;
  }
  if (bg.kind === 'gradient') {
    const a = (bg.angle * Math.PI) / 180;
    const half = (Math.abs(w * Math.cos(a)) + Math.abs(h * Math.sin(a))) / 2;
    const dx = Math.cos(a) * half;
    const dy = Math.sin(a) * half;
    const g = ctx.createLinearGradient(w / 2 - dx, h / 2 - dy, w / 2 + dx, h / 2 + dy);
    g.addColorStop(0, bg.from);
    g.addColorStop(1, bg.to);
    ctx.fillStyle = g;
  } else {
    ctx.fillStyle = bg.colour;
  }
  ctx.fillRect(0, 0, w, h);
}

/** The font of a text block. */
export function posterFont(px: number, bold: boolean): string {
  return `${bold ? 700 : 400} ${px}px ${POSTER_FONT}`;
}

/** Where the text blocks go: wrapped, never overlapping, shrunk together to fit (blocks.ts). */
export function layoutTexts(ctx: Context2D, poster: Poster, w: number, h: number) {
  const specs = TEXT_IDS.map((id): TextSpec | null => {
    const el = poster[id];
    if (!el.text.trim()) return null;
    return {
      text: el.text,
      px: Math.max(4, el.size * w),
      bold: el.bold,
      cx: el.x * w,
      cy: el.y * h,
    };
  });
  return placeBlocks(specs, w, h, (px, bold) => {
    const font = posterFont(px, bold);
    return (s) => {
      ctx.font = font;
      return ctx.measureText(s).width;
    };
  });
}

function drawText(ctx: Context2D, id: TextId, el: TextElement, block: PlacedBlock): Box {
  ctx.font = posterFont(block.px, el.bold);
  ctx.fillStyle = el.colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const cx = block.x + block.width / 2;
  block.lines.forEach((line, i) =>
    ctx.fillText(line, cx, block.top + (i + 0.5) * block.lineHeight),
  );
  return { id, x: block.x, y: block.top, width: block.width, height: block.height };
}

/** Draws the whole poster at `w × h` and returns the elements' boxes. */
export function drawPoster(
  ctx: Context2D,
  poster: Poster,
  assets: Assets,
  w: number,
  h: number,
): Box[] {
  const boxes: Box[] = [];
  ctx.save();
  drawBackground(ctx, poster, assets.photo, w, h);
  if (assets.picture) {
    const pw = poster.picture.size * w;
    const ph = (pw * assets.picture.height) / assets.picture.width;
    const x = poster.picture.x * w - pw / 2;
    const y = poster.picture.y * h - ph / 2;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(assets.picture, x, y, pw, ph);
    boxes.push({ id: 'picture', x, y, width: pw, height: ph });
  }
  if (assets.qr && poster.qr.text.trim()) {
    // Whole pixels: at full size the code is copied 1 : 1, every module sharp.
    const side = qrPixels(poster.qr, w);
    const x = Math.round(poster.qr.x * w - side / 2);
    const y = Math.round(poster.qr.y * h - side / 2);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(assets.qr, x, y, side, side);
    boxes.push({ id: 'qr', x, y, width: side, height: side });
  }
  const blocks = layoutTexts(ctx, poster, w, h);
  TEXT_IDS.forEach((id, i) => {
    const block = blocks[i];
    if (block) boxes.push(drawText(ctx, id, poster[id], block));
  });
  ctx.restore();
  return boxes;
}

/** A poster stored before the QR code existed has none: it gets the default (blank) one. */
export type StoredPoster = Omit<Poster, 'qr'> & { qr?: QrElement };

export function withQr(p: StoredPoster): Poster {
  return { ...p, qr: p.qr ?? DEFAULT_QR };
}

function isQr(v: unknown): boolean {
  if (v === undefined) return true;
  const q = v as Partial<QrElement> | null;
  return (
    !!q &&
    typeof q === 'object' &&
    typeof q.text === 'string' &&
    [q.x, q.y, q.size].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/** A stored poster from an older version (or a damaged one) is not trusted. */
export function isPoster(v: unknown): v is StoredPoster {
  if (!v || typeof v !== 'object') return false;
  const p = v as Partial<Poster>;
  const text = (e: unknown) =>
    !!e &&
    typeof e === 'object' &&
    typeof (e as TextElement).text === 'string' &&
    typeof (e as TextElement).x === 'number' &&
    typeof (e as TextElement).size === 'number';
  return (
    TEMPLATE_IDS.includes(p.template as TemplateId) &&
    !!p.background &&
    BACKGROUND_KINDS.includes(p.background.kind) &&
    text(p.title) &&
    text(p.subtitle) &&
    text(p.body) &&
    !!p.picture &&
    typeof p.picture.x === 'number' &&
    isQr(p.qr)
  );
}
