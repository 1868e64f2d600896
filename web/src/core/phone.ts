/**
 * Door to the `phone` wasm module: the number table (~0.1 MB brotli) is fetched the first time
 * a number is looked up, then cached by the service worker. The number never leaves the page.
 */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { PhoneInfo } from './generated/PhoneInfo';

export async function phoneLookup(input: string): Promise<PhoneInfo> {
  const m = await loadModule('phone');
  try {
    return m.phoneLookup(input) as PhoneInfo;
  } catch (error) {
    throw toToolError(error);
  }
}
