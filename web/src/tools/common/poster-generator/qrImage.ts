/**
 * The poster's QR code, made by our core (`codePng`, in the worker) at exactly the size it has
 * on the full-size poster, so the export copies it pixel for pixel and the preview only ever
 * scales it down. The preview's code follows the text after a short pause in typing; only the
 * latest request counts.
 */
import { useEffect, useState } from 'react';
import { ToolError, codePng, codeRequest, toToolError, type CodeRequest } from '../../../core';
import { qrPixels, type QrElement } from './poster';

const DEBOUNCE_MS = 200;
/** The core's limits on a QR image's side, in pixels. */
const MIN_PX = 64;
const MAX_PX = 4000;

/** The request for `qr` on a poster `width` pixels wide; null when there is nothing to encode. */
export function qrRequest(qr: QrElement, width: number): CodeRequest | null {
  if (!qr.text.trim()) return null;
  const size = Math.min(MAX_PX, Math.max(MIN_PX, qrPixels(qr, width)));
  // Level M (15 % may be damaged), the standard quiet zone of 4 modules, black on white.
  return { ...codeRequest('qr', qr.text), size };
}

/** Makes the code as a bitmap; errors come back as ToolErrors (e.g. `code.qr_too_long`). */
export async function qrBitmap(request: CodeRequest): Promise<ImageBitmap> {
  const png = await codePng(request);
  try {
    return await createImageBitmap(
      new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
    );
  } catch (e) {
    throw toToolError(e);
  }
}

interface Made {
  key: string;
  bitmap: ImageBitmap | null;
  error: ToolError | null;
}

export interface QrState {
  /** The latest code made (kept while the next one is being made). */
  bitmap: ImageBitmap | null;
  error: ToolError | null;
  busy: boolean;
}

export function useQrImage(request: CodeRequest | null): QrState {
  const [made, setMade] = useState<Made | null>(null);
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!request || key === null) return;
    let stale = false;
    const timer = setTimeout(() => {
      qrBitmap(request).then(
        (bitmap) => {
          if (stale) bitmap.close();
          else setMade({ key, bitmap, error: null });
        },
        (e: unknown) => !stale && setMade({ key, bitmap: null, error: toToolError(e) }),
      );
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // `key` stands for `request`'s content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // A bitmap that is replaced is freed.
  useEffect(() => () => made?.bitmap?.close(), [made]);

  if (!request) return { bitmap: null, error: null, busy: false };
  return {
    bitmap: made?.bitmap ?? null,
    error: made?.key === key ? made.error : null,
    busy: made?.key !== key,
  };
}
