/** Paths of the OCR engines' files on our origin (web/plugins/ocrAssets.ts). */
declare module 'virtual:ocr-assets' {
  export const workerPath: string;
  export const corePath: string;
  export const langPath: string;
  /** Size in bytes of each `<lang>.traineddata.gz`, for the download progress. */
  export const languageBytes: Record<'eng' | 'chi_sim', number>;
  /** PP-OCR: onnxruntime-web's WebAssembly, the three models and the character list. */
  export const ppocrUrls: Record<
    'wasm' | 'detection' | 'recognition' | 'direction' | 'dictionary',
    string
  >;
  /** Their sizes unpacked, in bytes. */
  export const ppocrSizes: Record<
    'wasm' | 'detection' | 'recognition' | 'direction' | 'dictionary',
    number
  >;
  /** What they weigh together on the wire (brotli, as the server sends them). */
  export const ppocrTransferBytes: number;
}
