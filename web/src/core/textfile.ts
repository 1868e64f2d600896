/** Text files in any encoding (wasm module `textfile`, chardetng): which one a file was saved in. */
import { toToolError } from './errors';
import { loadModule } from './modules';

/** The WHATWG label (`UTF-8`, `GBK`, `Big5`, `UTF-16LE` …) to decode `bytes` with. */
export async function detectTextEncoding(bytes: Uint8Array): Promise<string> {
  const m = await loadModule('textfile');
  try {
    return m.detectTextEncoding(bytes);
  } catch (error) {
    throw toToolError(error);
  }
}
