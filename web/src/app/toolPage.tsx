/**
 * A tool's page body as a lazy component: its code and its strings (both languages) come
 * together in one step, with its first wasm modules fetched alongside.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { prefetchWasm } from '../core/wasmFiles';
import { loadToolNamespace } from '../i18n';
import type { ToolMeta } from '../tools/types';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

export function toolPage(meta: ToolMeta): LazyExoticComponent<ComponentType> {
  const { load, wasm } = meta;
  let page = pages.get(meta.id);
  if (!page) {
    page = lazy(async () => {
      try {
        if (wasm) {
          // The first result waits for these: download them now, and their glue code too.
          prefetchWasm(wasm);
          // A failure here is the tool's own to report, when it loads.
          import('../core').then((core) => core.preloadModules(wasm)).catch(() => {});
        }
        const [tool] = await Promise.all([load(), loadToolNamespace(meta.id)]);
        return { default: tool.default };
      } catch (error) {
        // Forget the failure, so that coming back (say, online again) tries once more.
        pages.delete(meta.id);
        console.error(`Loading the page ${meta.path} failed:`, error);
        throw error;
      }
    });
    pages.set(meta.id, page);
  }
  return page;
}
