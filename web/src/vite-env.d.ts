/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FILING_TEXT?: string;
  readonly VITE_API_BASE?: string;
  /** The year of the build (vite.config.ts `define`). */
  readonly BUILD_YEAR: number;
}

/** Pinyin of each tool's Chinese title and keywords (full and initials), made at build time. */
declare module 'virtual:tool-pinyin' {
  const pinyin: Record<string, string>;
  export default pinyin;
}
