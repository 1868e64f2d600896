/**
 * Getting an image ready for recognition, and tidying what comes back.
 *
 * Tesseract reads text best at 20–40 pixels a line and its time grows with the pixels it scans,
 * so a large photo is scaled down first (at most 6 megapixels and 4,000 pixels a side: an A4
 * page scanned at 300 dpi keeps its text readable). The browser has already decoded the file
 * (any format it knows, EXIF orientation applied); the engine gets a PNG of the pixels.
 */

export const OCR_MAX_PIXELS = 6_000_000;
export const OCR_MAX_SIDE = 4000;

/** The scale (at most 1) that brings an image within the limits. */
export function ocrScale(width: number, height: number): number {
  return Math.min(
    1,
    Math.sqrt(OCR_MAX_PIXELS / (width * height)),
    OCR_MAX_SIDE / Math.max(width, height),
  );
}

/** Draws the image at the scale `ocrScale` gives and encodes it as PNG. */
export async function encodeForOcr(bitmap: ImageBitmap): Promise<Blob> {
  const scale = ocrScale(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  // Transparent pixels would become black: text on a transparent PNG is usually dark.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = canvas.height = 0; // give the pixels back now, not at the next collection
  if (!blob) throw new Error('PNG encoding failed');
  return blob;
}

// Han characters and CJK / full-width punctuation.
const WIDE = '[\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef]';
const SPACE_BETWEEN_WIDE = new RegExp(`(?<=${WIDE})[ \\t]+(?=${WIDE})`, 'gu');

/**
 * Tesseract's Chinese model puts a space between every two characters (it treats each as a
 * word); Chinese is written without them. Spaces between Latin words, and between Chinese and
 * Latin text, are kept. Trailing spaces and the final newline go.
 */
export function tidyText(text: string): string {
  return text
    .replace(SPACE_BETWEEN_WIDE, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
