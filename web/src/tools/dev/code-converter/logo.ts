/**
 * The centre logo of a QR code, as pure helpers: the file checks, where the logo goes (on the
 * module grid, at most LOGO_RATIO of the symbol's width, on a pad of the background colour) and
 * how it is added to the SVG. Decoding and drawing happen in logoImage.ts.
 */

/** The pad (logo plus its quiet border) covers at most this share of the symbol's width. */
export const LOGO_RATIO = 0.22;
/** Larger files are refused before they are read. */
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
/** Larger images are refused before they are decoded (decompression bombs). */
export const LOGO_MAX_PIXELS = 40_000_000;
/** The logo is kept at most this many pixels a side (as PNG), enough for a 4000 px code. */
export const LOGO_SIDE = 1024;

/** A logo ready to draw: a PNG data URL and its size. */
export interface Logo {
  name: string;
  src: string;
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LogoPlacement {
  /** Whole modules of background colour, centred on the symbol. */
  pad: Rect;
  /** The logo inside the pad, its aspect ratio kept. */
  image: Rect;
}

/**
 * Where the logo goes in a QR image of `size` px with `margin` quiet modules (the core's layout:
 * whole pixels a module, the symbol centred). Null when no module fits.
 */
export function logoPlacement(
  size: number,
  margin: number,
  version: number,
  logo: { width: number; height: number },
): LogoPlacement | null {
  const modules = version * 4 + 17;
  const total = modules + 2 * margin;
  const px = Math.floor(size / total);
  if (px === 0 || logo.width <= 0 || logo.height <= 0) return null;
  const offset = Math.floor((size - px * total) / 2) + margin * px;
  // An odd symbol width: an odd pad keeps the pad centred on whole modules.
  let padModules = Math.floor(modules * LOGO_RATIO);
  if (padModules % 2 === 0) padModules -= 1;
  const padSize = padModules * px;
  const padStart = offset + ((modules - padModules) / 2) * px;
  // Half a module of quiet border around the logo.
  const inner = padSize - px;
  const scale = Math.min(inner / logo.width, inner / logo.height);
  const width = logo.width * scale;
  const height = logo.height * scale;
  return {
    pad: { x: padStart, y: padStart, width: padSize, height: padSize },
    image: {
      x: padStart + (padSize - width) / 2,
      y: padStart + (padSize - height) / 2,
      width,
      height,
    },
  };
}

const round = (v: number) => Math.round(v * 100) / 100;

/** The SVG document with the pad and the logo (embedded as a data URL) drawn over the code. */
export function svgWithLogo(
  svg: string,
  logo: Logo,
  placement: LogoPlacement,
  background: string,
): string {
  const { pad, image } = placement;
  const end = svg.lastIndexOf('</svg>');
  if (end < 0) return svg;
  const added =
    `<rect x="${pad.x}" y="${pad.y}" width="${pad.width}" height="${pad.height}" ` +
    `fill="${background}"/>` +
    `<image x="${round(image.x)}" y="${round(image.y)}" width="${round(image.width)}" ` +
    `height="${round(image.height)}" preserveAspectRatio="xMidYMid meet" href="${logo.src}"/>`;
  return svg.slice(0, end) + added + svg.slice(end);
}

/** Width and height written in a PNG, GIF or JPEG header; null for other or broken files. */
export function headerSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (i: number, text: string) =>
    [...text].every((c, k) => bytes[i + k] === c.charCodeAt(0));
  if (bytes.length >= 24 && bytes[0] === 0x89 && at(1, 'PNG') && at(12, 'IHDR')) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 10 && at(0, 'GIF8')) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      const length = view.getUint16(i + 2);
      // Start of frame (baseline, progressive, ...), not DHT (C4), JPG (C8) or DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
      }
      if (length < 2) return null;
      i += 2 + length;
    }
  }
  return null;
}
