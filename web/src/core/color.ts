/** Colour conversions (wasm module `base`): quick enough to run on every keystroke. */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { ColorFormat } from './generated/ColorFormat';
import type { ColorInfo } from './generated/ColorInfo';

/** Reads `text` written in `format` and returns the colour in every notation. */
export async function colorConvert(format: ColorFormat, text: string): Promise<ColorInfo> {
  const m = await loadModule('base');
  try {
    return m.colorConvert(format, text) as ColorInfo;
  } catch (error) {
    throw toToolError(error);
  }
}
