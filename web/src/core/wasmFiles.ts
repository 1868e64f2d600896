/**
 * Where each wasm module's binary is served from (hashed at build time), so the shell can start
 * downloading a page's modules together with the page's code (`prefetchWasm`): the module's own
 * loader would only ask for it after two more round trips (its glue code, then the helper).
 * The prefetch fills the HTTP cache (assets are immutable), where the loader then finds it.
 * Kept apart from ./modules.ts so that the shell takes these few strings and nothing else.
 */
import type { ModuleName } from './modules';

// One literal per module: Vite hashes `new URL('<literal>', import.meta.url)` into the same
// asset the module's loader uses. (`import.meta.glob('./pkg/*/*.wasm', { query: '?url' })`
// would be one line, but vite-plugin-wasm then emits a stray JS chunk per module.)
const WASM_FILES: Record<ModuleName, string> = {
  base: new URL('./pkg/base/toolbox_base_bg.wasm', import.meta.url).href,
  uuid: new URL('./pkg/uuid/toolbox_uuid_bg.wasm', import.meta.url).href,
  tz: new URL('./pkg/tz/toolbox_tz_bg.wasm', import.meta.url).href,
  xlsx: new URL('./pkg/xlsx/toolbox_xlsx_bg.wasm', import.meta.url).href,
  opencc: new URL('./pkg/opencc/toolbox_opencc_bg.wasm', import.meta.url).href,
  math: new URL('./pkg/math/toolbox_math_bg.wasm', import.meta.url).href,
  kin: new URL('./pkg/kin/toolbox_kin_bg.wasm', import.meta.url).href,
  money: new URL('./pkg/money/toolbox_money_bg.wasm', import.meta.url).href,
  codes: new URL('./pkg/codes/toolbox_codes_bg.wasm', import.meta.url).href,
  pinyin: new URL('./pkg/pinyin/toolbox_pinyin_bg.wasm', import.meta.url).href,
  image: new URL('./pkg/image/toolbox_image_bg.wasm', import.meta.url).href,
  imageinfo: new URL('./pkg/imageinfo/toolbox_imageinfo_bg.wasm', import.meta.url).href,
  textfile: new URL('./pkg/textfile/toolbox_textfile_bg.wasm', import.meta.url).href,
  phone: new URL('./pkg/phone/toolbox_phone_bg.wasm', import.meta.url).href,
};

/** Starts downloading the modules' binaries; failures are left to the loader to report. */
export function prefetchWasm(names: readonly ModuleName[]): void {
  // Read to the end: a body nobody reads may stop downloading, and never reach the cache.
  for (const name of names)
    fetch(WASM_FILES[name])
      .then((response) => response.arrayBuffer())
      .catch(() => {});
}
