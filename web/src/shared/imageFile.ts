/**
 * Turns a file the user picked, dropped or pasted into a decoded image, with the same limits
 * and messages in every image tool. The header is read and checked first (format, size, at
 * most 40 megapixels), so a decompression bomb is refused before anything is decoded.
 *
 * Errors are `ToolError`s with these codes (texts in the common locale, `errors.image.*`):
 * `image.no_photo`, `image.read_failed`, `image.load_failed`, `image.too_many_pixels`,
 * `image.side_too_long`, `image.file_too_large`.
 */
import { ToolError, imageProbeBlob, type ImageFormat } from '../core';

/** The most pixels any image tool takes, in megapixels (the Rust core's `MAX_PIXELS`; a test
 * checks they agree). */
export const IMAGE_MAX_MEGAPIXELS = 40;

export interface LoadedImage {
  /** The file as chosen (name, type, size); re-read it for a full-size export. */
  file: File;
  /** Decoded at full size, upright (EXIF orientation applied). Close it when done. */
  bitmap: ImageBitmap;
  /** Of the upright image. */
  width: number;
  height: number;
  format: ImageFormat;
}

/** Checks and decodes one image file. Throws a `ToolError` (see the module comment). */
export async function loadImageFile(file: File | null | undefined): Promise<LoadedImage> {
  if (!file) throw new ToolError('image.no_photo');
  // The first 512 KiB (camera JPEGs can carry 64 KiB of EXIF first), or the whole file.
  const info = await imageProbeBlob(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // A file that vanished between the check and decoding is a read error, not a bad format.
    if (error instanceof DOMException && error.name === 'NotReadableError') {
      throw new ToolError('image.read_failed');
    }
    throw new ToolError('image.load_failed');
  }
  return { file, bitmap, width: bitmap.width, height: bitmap.height, format: info.format };
}

/** Files in a drop or paste that look like images (by type, or by name when the type is empty). */
export function imageFiles(list: FileList | File[] | null | undefined): File[] {
  return Array.from(list ?? []).filter(
    (f) =>
      f.type.startsWith('image/') ||
      (f.type === '' && /\.(jpe?g|png|webp|gif|bmp|avif|ico)$/i.test(f.name)),
  );
}
