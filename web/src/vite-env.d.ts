/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FILING_TEXT?: string;
  readonly VITE_API_BASE?: string;
}
