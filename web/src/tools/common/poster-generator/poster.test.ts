import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QR,
  defaultPoster,
  drawPoster,
  isPoster,
  qrPixels,
  TEMPLATE_IDS,
  TEMPLATES,
  withQr,
} from './poster';

const texts = { title: 'T', subtitle: 'S', body: 'B' };

describe('stored posters', () => {
  it('a poster saved before the QR code existed is kept and gets no QR code', () => {
    const old: Record<string, unknown> = { ...defaultPoster(texts) };
    old.title = { ...defaultPoster(texts).title, text: 'Mine' };
    delete old.qr;
    const stored: unknown = JSON.parse(JSON.stringify(old));
    expect(isPoster(stored)).toBe(true);
    if (!isPoster(stored)) return;
    const poster = withQr(stored);
    expect(poster.title.text).toBe('Mine');
    expect(poster.qr).toEqual(DEFAULT_QR);
    expect(poster.qr.text).toBe('');
  });

  it('a damaged QR code makes the stored poster untrusted', () => {
    const p = defaultPoster(texts);
    expect(isPoster({ ...p, qr: { ...p.qr, text: 'x' } })).toBe(true);
    expect(isPoster({ ...p, qr: { text: 5, x: 0, y: 0, size: 0.2 } })).toBe(false);
    expect(isPoster({ ...p, qr: { text: 'x', x: null, y: 0, size: 0.2 } })).toBe(false);
    expect(isPoster({ ...p, qr: null })).toBe(false);
  });
});

describe('qrPixels', () => {
  it('is a whole number of poster pixels', () => {
    expect(qrPixels({ ...DEFAULT_QR, size: 0.22 }, 1080)).toBe(238);
    expect(qrPixels({ ...DEFAULT_QR, size: 0.9 }, 2480)).toBe(2232);
  });
});

/**
 * A 2D context that records the text drawn (line, centre y, font size) and measures text as
 * a browser would roughly (CJK 1 em, other characters 0.55 em); everything else is a no-op.
 */
function recordingContext() {
  const lines: { text: string; y: number; px: number; fill: string }[] = [];
  const state = { font: '', fillStyle: '' };
  const px = () => Number(/(\d+(?:\.\d+)?)px/.exec(state.font)?.[1] ?? 10);
  const target = {
    measureText: (s: string) => ({
      width: Array.from(s).reduce(
        (w, c) => w + (/[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(c) ? px() : px() * 0.55),
        0,
      ),
    }),
    fillText: (text: string, _x: number, y: number) =>
      lines.push({ text, y, px: px(), fill: String(state.fillStyle) }),
    createLinearGradient: () => ({ addColorStop: () => {} }),
    createRadialGradient: () => ({ addColorStop: () => {} }),
  };
  const ctx = new Proxy(target, {
    get: (t, key: string) =>
      key in t ? t[key as keyof typeof t] : key in state ? state[key as 'font'] : () => {},
    set: (_t, key: string, value) => {
      if (key in state) state[key as 'font'] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, lines };
}

describe('the drawn poster (preview and export draw the same way)', () => {
  const title = 'Spring market and the great summer festival of local food 2025 雨';
  it.each(TEMPLATE_IDS)('%s: a 40-character title is drawn clear of the subtitle', (template) => {
    const { width, height } = TEMPLATES[template];
    const poster = { ...defaultPoster(texts), template };
    poster.title = { ...poster.title, text: title };
    poster.subtitle = { ...poster.subtitle, text: 'Subtitle', colour: '#fffffe' };
    const { ctx, lines } = recordingContext();
    const boxes = drawPoster(ctx, poster, { photo: null, picture: null, qr: null }, width, height);
    const titleLines = lines.filter((l) => l.fill === '#ffffff' && l.text !== 'B');
    const subtitle = lines.filter((l) => l.fill === '#fffffe');
    expect(titleLines.length).toBeGreaterThan(1);
    expect(subtitle).toHaveLength(1);
    // Every title line's glyphs end above the subtitle's (lines are drawn centred on y).
    const titleBottom = Math.max(...titleLines.map((l) => l.y + l.px / 2));
    expect(subtitle[0].y - subtitle[0].px / 2).toBeGreaterThanOrEqual(titleBottom);
    // And the boxes the drag handles use agree.
    const box = (id: string) => boxes.find((b) => b.id === id)!;
    expect(box('subtitle').y).toBeGreaterThanOrEqual(box('title').y + box('title').height - 0.5);
  });
});
