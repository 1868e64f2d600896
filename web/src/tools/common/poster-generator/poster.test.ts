import { describe, expect, it } from 'vitest';
import { DEFAULT_QR, defaultPoster, isPoster, qrPixels, withQr } from './poster';

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
