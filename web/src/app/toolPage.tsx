/**
 * A tool's page body as a lazy component: its code and its strings (both languages) come
 * together in one step. The wasm modules its first screen runs (`wasm`) are fetched alongside;
 * those it needs only later (`wasmAfterPaint`) once the page has been drawn.
 */
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { prefetchWasm } from '../core/wasmFiles';
import { afterPaint } from './afterPaint';
import { loadToolNamespace } from '../i18n';
import { TOOLS } from '../tools/registry';
import type { ToolMeta } from '../tools/types';

type Loaded = { default: ComponentType };

const loads = new Map<string, Promise<Loaded>>();
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** Downloads a tool's page (once; again after a failure) and makes its component. */
function loadPage(meta: ToolMeta): Promise<Loaded> {
  let loading = loads.get(meta.id);
  if (!loading) {
    loading = makePage(meta).catch((error: unknown) => {
      // Forget the failure, so that coming back (say, online again) tries once more.
      loads.delete(meta.id);
      pages.delete(meta.id);
      console.error(`Loading the page ${meta.path} failed:`, error);
      throw error;
    });
    loads.set(meta.id, loading);
  }
  return loading;
}

async function makePage(meta: ToolMeta): Promise<Loaded> {
  const { load, wasm, wasmAfterPaint: later } = meta;
  if (wasm) {
    // The first result waits for these: download them now, and their glue code too.
    prefetchWasm(wasm);
    // A failure here is the tool's own to report, when it loads.
    import('../core').then((core) => core.preloadModules(wasm)).catch(() => {});
  }
  const [tool] = await Promise.all([load(), loadToolNamespace(meta.id)]);
  const Page = tool.default;
  if (!later) return { default: Page };
  return {
    default: function ToolPage() {
      // Not before the page is on screen: fetched with its code, they delayed it.
      useEffect(() => afterPaint(() => prefetchWasm(later)), []);
      return <Page />;
    },
  };
}

/**
 * Starts downloading the page of the tool at `path`, if there is one, as the shell starts:
 * its frame is hydrated meanwhile, instead of before the body asks for its code.
 */
export function preloadToolPage(path: string): void {
  const meta = TOOLS.find((tool) => tool.path === path);
  if (meta) loadPage(meta).catch(() => {});
}

export function toolPage(meta: ToolMeta): LazyExoticComponent<ComponentType> {
  let page = pages.get(meta.id);
  if (!page) {
    page = lazy(() => loadPage(meta));
    pages.set(meta.id, page);
  }
  return page;
}
