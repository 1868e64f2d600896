/** Deployment constants. The product name lives in ./product.ts. */
export { PRODUCT_NAME, PRODUCT_SHORT_NAME } from './product';

/** The ICP filing line shown in the footer (always Chinese); set VITE_FILING_TEXT at build time. */
export const FILING = {
  text: import.meta.env.VITE_FILING_TEXT || 'ICP备案号',
  href: 'https://beian.miit.gov.cn/',
} as const;

/**
 * Base URL of the API proxy (`/api/...`). Empty means the same origin, which is what our own
 * server gives. On a static host, build with VITE_API_BASE=https://your-proxy.example.
 */
export const API_BASE = (import.meta.env.VITE_API_BASE || '').replace(/\/+$/, '');
