/**
 * The heavy files a tool needs beyond its code. They are not precached by the service worker
 * (the first visit would download megabytes for tools the visitor may never open); the
 * `tool-data` runtime cache (web/vite.config.ts) keeps them once a tool has fetched them.
 * A tool with heavy data lists it here, so its page can fetch it when opened and say honestly
 * whether it is ready offline.
 */
const pinyin = new URL('../core/pkg/pinyin/toolbox_pinyin_bg.wasm', import.meta.url).href;
const opencc = new URL('../core/pkg/opencc/toolbox_opencc_bg.wasm', import.meta.url).href;
const codes = new URL('../core/pkg/codes/toolbox_codes_bg.wasm', import.meta.url).href;
const image = new URL('../core/pkg/image/toolbox_image_bg.wasm', import.meta.url).href;
const phone = new URL('../core/pkg/phone/toolbox_phone_bg.wasm', import.meta.url).href;
const xlsx = new URL('../core/pkg/xlsx/toolbox_xlsx_bg.wasm', import.meta.url).href;
const textfile = new URL('../core/pkg/textfile/toolbox_textfile_bg.wasm', import.meta.url).href;

export const TOOL_DATA: Record<string, string[]> = {
  'chinese-to-pinyin': [pinyin],
  'chinese-conversion': [opencc, textfile],
  'code-converter': [codes],
  'poster-generator': [codes, image],
  'id-photo': [image],
  watermark: [image],
  'uuid-generator': [xlsx],
  'phone-location': [phone],
};

/**
 * Tools whose data is fetched only when the visitor uses them (the OCR engine and language data,
 * megabytes, on the first recognition; the flags when a game starts), cached by rules of their
 * own in web/vite.config.ts; their pages say themselves what the first use downloads, so the
 * generic note stays silent rather than promise offline use too early.
 */
export const SELF_REPORTED: ReadonlySet<string> = new Set(['image-text', 'flag-guessing']);
