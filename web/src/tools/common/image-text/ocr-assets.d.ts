/** Paths of the OCR engine's files on our origin (web/plugins/ocrAssets.ts). */
declare module 'virtual:ocr-assets' {
  export const workerPath: string;
  export const corePath: string;
  export const langPath: string;
  /** Size in bytes of each `<lang>.traineddata.gz`, for the download progress. */
  export const languageBytes: Record<'eng' | 'chi_sim', number>;
}
