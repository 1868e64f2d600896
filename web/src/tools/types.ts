import type { ComponentType } from 'react';
import type { ModuleName } from '../core';

/** The five home sections, in the order of the side menu. */
export const SECTIONS = ['common', 'text', 'calc', 'dev', 'fun'] as const;
export type SectionId = (typeof SECTIONS)[number];

/**
 * Everything the shell needs to know about a tool. Visible strings (title, description,
 * search keywords) live in the tool's `locales/<lang>.json` under `meta`.
 */
export interface ToolMeta {
  /** kebab-case; names the folder, the i18n namespace and the e2e spec. */
  id: string;
  /** The route, exactly as the product spec writes it. */
  path: `/${string}`;
  section: SectionId;
  /** Whether the home grid shows a tile for it. */
  tile: boolean;
  icon: ComponentType;
  /** Background of the round tile icon. */
  color: string;
  /** `local`: nothing leaves the browser. `proxied`: queries go through our /api proxy. */
  privacy: 'local' | 'proxied';
  /**
   * What the tool needs from the network beyond its own code. `required`: it calls our /api
   * proxy and gives no result without it, so its page says it needs a connection instead of
   * promising offline use. `optional`: it calls /api but works offline too (a bundled snapshot,
   * the device's clock). Absent: it never calls /api. registry.test.ts checks it against the code.
   */
  network?: 'required' | 'optional';
  /** The tool's page component (a lazy chunk). */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The wasm modules its first screen runs (UUIDs, a code, a clock): fetched together with
   * the page's code instead of after it, since the first result waits for them.
   */
  wasm?: readonly ModuleName[];
  /**
   * The wasm modules the page needs soon but not to draw its first screen (a converter's
   * dictionaries, the counting code before the first keystroke): downloaded once the page has
   * been drawn. Fetched with the page's code, they shared the network with it and delayed its
   * largest paint (Lighthouse counts every request that ends before that paint). The page
   * instantiates them on first use, on its thread or in the worker; the loader finds the
   * binary in the HTTP cache.
   */
  wasmAfterPaint?: readonly ModuleName[];
}

/** The `meta` block of a tool's locale file. */
export interface ToolText {
  title: string;
  description: string;
  keywords: string;
}
