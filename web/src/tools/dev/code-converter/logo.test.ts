import { describe, expect, it } from 'vitest';
import { LOGO_RATIO, headerSize, logoPlacement, svgWithLogo } from './logo';

describe('logoPlacement', () => {
  it('centres a pad of whole modules, at most 22% of the symbol, on the module grid', () => {
    for (const [size, margin] of [
      [512, 4],
      [300, 2],
      [4000, 0],
      [177, 20],
    ]) {
      for (let version = 1; version <= 40; version++) {
        const modules = version * 4 + 17;
        const px = Math.floor(size / (modules + 2 * margin));
        const placement = logoPlacement(size, margin, version, { width: 100, height: 100 });
        if (px === 0) {
          expect(placement).toBeNull();
          continue;
        }
        const { pad, image } = placement!;
        const offset = Math.floor((size - px * (modules + 2 * margin)) / 2) + margin * px;
        expect(pad.width).toBe(pad.height);
        expect(pad.width / px).toBeLessThanOrEqual(modules * LOGO_RATIO);
        expect((pad.width / px) % 2).toBe(1);
        // Starts on a module boundary and is centred on the symbol.
        expect((pad.x - offset) % px).toBe(0);
        expect(pad.x - offset).toBe(offset + modules * px - (pad.x + pad.width));
        expect(pad.y).toBe(pad.x);
        // Half a module of background around the logo.
        expect(image.x - pad.x).toBeCloseTo(px / 2);
        expect(image.width).toBeCloseTo(pad.width - px);
      }
    }
  });

  it('keeps the aspect ratio of a wide logo inside the pad', () => {
    const placement = logoPlacement(512, 4, 3, { width: 200, height: 100 })!;
    // Version 3: 29 + 2 × 4 modules of 13 px (15 px left over at the start); the pad is
    // 5 modules (65 px) from module 12.
    expect(placement.pad).toEqual({ x: 15 + 4 * 13 + 12 * 13, y: 223, width: 65, height: 65 });
    expect(placement.image.width).toBeCloseTo(52);
    expect(placement.image.height).toBeCloseTo(26);
    expect(placement.image.y).toBeCloseTo(223 + 19.5);
  });
});

describe('svgWithLogo', () => {
  it('adds the pad and the embedded image last, inside the document', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect/><path d="M0 0"/></svg>\n';
    const placement = logoPlacement(512, 4, 3, { width: 10, height: 10 })!;
    const out = svgWithLogo(
      svg,
      { name: 'a.png', src: 'data:image/png;base64,AAAA', width: 10, height: 10 },
      placement,
      '#FFEEDD',
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/><path d="M0 0"/>' +
        '<rect x="223" y="223" width="65" height="65" fill="#FFEEDD"/>' +
        '<image x="229.5" y="229.5" width="52" height="52" preserveAspectRatio="xMidYMid meet" ' +
        'href="data:image/png;base64,AAAA"/></svg>\n',
    );
  });
});

describe('headerSize', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(
      parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
    );
  const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

  it('reads PNG, GIF and JPEG headers', () => {
    const png = bytes([0x89], 'PNG\r\n\x1a\n', u32(13), 'IHDR', u32(40000), u32(30000), [8, 6]);
    expect(headerSize(png)).toEqual({ width: 40000, height: 30000 });
    expect(headerSize(bytes('GIF89a', [0x2c, 0x01, 0x10, 0x00], [0, 0]))).toEqual({
      width: 300,
      height: 16,
    });
    // SOI, an APP0 segment, then a baseline frame of 640 × 480.
    const jpeg = bytes(
      [0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0],
      [0xff, 0xc0, 0, 17, 8, 0x01, 0xe0, 0x02, 0x80, 3],
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
    );
    expect(headerSize(jpeg)).toEqual({ width: 640, height: 480 });
  });

  it('gives null for other or broken files, never throws', () => {
    expect(headerSize(new Uint8Array())).toBeNull();
    expect(headerSize(bytes('hello world, not an image'))).toBeNull();
    expect(headerSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2, 3, 4, 5, 6]))).toBeNull();
    expect(headerSize(bytes([0xff, 0xd8], 'garbage garbage'))).toBeNull();
    for (let n = 0; n < 200; n++) {
      const random = new Uint8Array(n).map((_, i) => (i * 7919 + n * 31) & 255);
      random[0] = 0xff;
      random[1] = 0xd8;
      expect(() => headerSize(random)).not.toThrow();
    }
  });
});
