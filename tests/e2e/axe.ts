/**
 * axe-core run straight in the page: the same engine, rules and results as
 * `@axe-core/playwright`'s AxeBuilder, without its per-call cost. AxeBuilder evaluates axe's
 * half-megabyte source again on every call and finishes each run in a new blank page (opened,
 * injected, closed), which took 1.5-3.5 s per call on the CI machine against 0.3-0.7 s for the
 * run itself; the suite runs axe a few hundred times. Here the source goes into each frame of
 * a document once, `axe.run` is called as AxeBuilder's legacy mode does, and only the
 * violations and incomplete results (what the tests read) come back.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The tag set every full check uses (WCAG 2.1 A and AA, and axe's best practices). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on the page with `options` (default: every rule of AXE_TAGS); `include` limits it to
 * the elements matching that selector.
 */
export async function runAxe(
  page: Page,
  options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS } },
  include?: string,
): Promise<AxeResults> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => !('axe' in window))) await frame.evaluate(source);
    } catch {
      // A frame that went away or will not run scripts is skipped, as AxeBuilder does.
    }
  }
  // Only violations and incomplete results are read: the passing and inapplicable nodes (each
  // with its HTML) are left in the page, where sending them back took seconds on a long list.
  return page.evaluate(
    async ([options, include]) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const result = await axe.run(include ? { include: [include] } : document, {
        ...options,
        resultTypes: ['violations', 'incomplete'],
      });
      return { ...result, passes: [], inapplicable: [] };
    },
    [options, include] as const,
  );
}
