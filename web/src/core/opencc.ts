/**
 * Door to the `opencc` wasm module (Simplified ↔ Traditional with OpenCC's dictionaries). These
 * run on the current thread; ./index.ts sends large texts to the worker, which runs them too.
 */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { ChineseConfig } from './generated/ChineseConfig';

function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw toToolError(error);
  }
}

/** The module answers in UTF-16 code units: decoding those is several times faster than UTF-8. */
const utf16 = new TextDecoder('utf-16le', { ignoreBOM: true });

export async function chineseConvert(text: string, config: ChineseConfig): Promise<string> {
  const m = await loadModule('opencc');
  return guard(() => utf16.decode(m.chineseConvertUtf16(text, config)));
}

/** Fetches the module and builds the dictionaries of `config` before the first conversion. */
export async function chinesePrepare(config: ChineseConfig): Promise<void> {
  const m = await loadModule('opencc');
  guard(() => m.chinesePrepare(config));
}
