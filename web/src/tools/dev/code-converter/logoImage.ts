/**
 * The logo in the browser: a chosen file is checked, decoded and kept as a PNG data URL (it never
 * leaves the device); the downloaded PNG gets the logo drawn over the wasm-made code on a canvas
 * of the same pixel size.
 */
import { ToolError } from '../../../core';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_PIXELS,
  LOGO_SIDE,
  headerSize,
  type Logo,
  type LogoPlacement,
} from './logo';

const MB = 1024 * 1024;

async function decodeImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

function canvas2d(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ToolError('code.encode_failed');
  return { canvas, context };
}

/** Reads a chosen image file into a Logo, or throws a ToolError the user can act on. */
export async function readLogo(file: File): Promise<Logo> {
  const name = file.name || 'image';
  if (file.type && !file.type.startsWith('image/')) {
    throw new ToolError('logo.not_image', { name });
  }
  if (file.size > LOGO_MAX_BYTES) {
    throw new ToolError('logo.too_large', {
      name,
      size: (file.size / MB).toFixed(1),
      max: String(LOGO_MAX_BYTES / MB),
    });
  }
  const declared = headerSize(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
  const tooMany = (width: number, height: number) =>
    new ToolError('logo.too_many_pixels', {
      name,
      width: String(width),
      height: String(height),
      max: String(LOGO_MAX_PIXELS / 1_000_000),
    });
  if (declared && declared.width * declared.height > LOGO_MAX_PIXELS) {
    throw tooMany(declared.width, declared.height);
  }
  const url = URL.createObjectURL(file);
  try {
    let image: HTMLImageElement;
    try {
      image = await decodeImage(url);
      // <img> accepts a truncated JPEG or PNG (drawn grey below the cut); createImageBitmap
      // refuses an incomplete file, so raster files must pass it too (SVG it does not take).
      if (file.type !== 'image/svg+xml' && !/\.svg$/i.test(name)) {
        (await createImageBitmap(file)).close();
      }
    } catch {
      throw new ToolError(file.type ? 'logo.unreadable' : 'logo.not_image', { name });
    }
    // An SVG without its own size is drawn square.
    const [w, h] = image.naturalWidth > 0 ? [image.naturalWidth, image.naturalHeight] : [512, 512];
    if (w * h > LOGO_MAX_PIXELS) throw tooMany(w, h);
    const scale = Math.min(1, LOGO_SIDE / Math.max(w, h));
    const width = Math.max(1, Math.round(w * scale));
    const height = Math.max(1, Math.round(h * scale));
    const { canvas, context } = canvas2d(width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    return { name, src: canvas.toDataURL('image/png'), width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The code's PNG with the pad and the logo drawn over it, at the same pixel size. */
export async function pngWithLogo(
  png: Uint8Array,
  logo: Logo,
  placement: LogoPlacement,
  background: string,
): Promise<Blob> {
  const codeUrl = URL.createObjectURL(
    new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
  );
  try {
    const [code, picture] = await Promise.all([decodeImage(codeUrl), decodeImage(logo.src)]);
    const { canvas, context } = canvas2d(code.naturalWidth, code.naturalHeight);
    context.drawImage(code, 0, 0);
    const { pad, image } = placement;
    context.fillStyle = background;
    context.fillRect(pad.x, pad.y, pad.width, pad.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture, image.x, image.y, image.width, image.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new ToolError('code.encode_failed'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(codeUrl);
  }
}
