/**
 * QR codes and barcodes (wasm module `codes`). ./index.ts runs these in the worker, so a large
 * PNG never blocks the page, except the SVG of a short content (`CODE_DIRECT_LIMIT`), drawn on
 * the page's thread in a millisecond or two.
 *
 * For other tools (the poster): `codeSvg(codeRequest('qr', text))` gives a standalone SVG
 * document (`svg`, `width`, `height`); `codePng(...)` the same picture as PNG bytes. Override
 * any field of the request, e.g. `{ ...codeRequest('qr', url), size: 300, margin: 2 }`.
 */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { CodeImage } from './generated/CodeImage';
import type { CodeRequest } from './generated/CodeRequest';
import type { ContactOptions } from './generated/ContactOptions';
import type { Symbology } from './generated/Symbology';
import type { WifiOptions } from './generated/WifiOptions';

function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw toToolError(error);
  }
}

/** A black-on-white code with the usual settings (QR: 512 px, margin 4, level M). */
export function codeRequest(symbology: Symbology, text: string): CodeRequest {
  return {
    symbology,
    text,
    ecLevel: 'M',
    size: 512,
    margin: 4,
    moduleWidth: 2,
    barHeight: 100,
    showText: true,
    foreground: '#000000',
    background: '#FFFFFF',
  };
}

export async function codeSvg(request: CodeRequest): Promise<CodeImage> {
  const m = await loadModule('codes');
  return guard(() => m.codeSvg(request) as CodeImage);
}

export async function codePng(request: CodeRequest): Promise<Uint8Array> {
  const m = await loadModule('codes');
  return guard(() => m.codePng(request));
}

export async function codeWifiText(options: WifiOptions): Promise<string> {
  const m = await loadModule('codes');
  return guard(() => m.codeWifiText(options));
}

export async function codeContactText(options: ContactOptions): Promise<string> {
  const m = await loadModule('codes');
  return guard(() => m.codeContactText(options));
}
