/**
 * Text contrast as axe-core measures it (WCAG AA), for the tools' own colours in light and
 * dark mode: a hard-coded light colour that stays on in dark mode shows up here.
 *
 * axe files text with a 1:1 ratio (white on white) under "incomplete", not as a violation (it
 * might be deliberately hidden); here any measured ratio below the required one counts.
 */
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { runAxe } from './axe';

interface ContrastData {
  contrastRatio?: number;
  expectedContrastRatio?: string;
}

/**
 * Every element whose text fails the AA contrast ratio, as "selector: ratio". Colours are read
 * once running transitions (a button fading to its hover colour after a click) have ended: a
 * frame in the middle of one is not what anybody reads.
 */
export async function contrastProblems(page: Page, include?: string): Promise<string[]> {
  await animationsDone(page);
  return contrastOf(
    await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } }, include),
  );
}

/** Waits until no transition or finite animation is running. */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** The text below its needed contrast ratio in an axe run that had the color-contrast rule. */
export function contrastOf(result: AxeResults): string[] {
  const problems: string[] = [];
  for (const rule of [...result.violations, ...result.incomplete]) {
    if (rule.id !== 'color-contrast') continue;
    for (const node of rule.nodes) {
      for (const check of node.any) {
        const data = check.data as ContrastData | null;
        const ratio = data?.contrastRatio;
        const needed = Number.parseFloat(data?.expectedContrastRatio ?? '4.5');
        if (typeof ratio === 'number' && ratio > 0 && ratio < needed) {
          problems.push(`${node.target.join(' ')}: ${ratio}:1`);
        }
      }
    }
  }
  return problems;
}

/**
 * Contrast of text axe does not measure: SVG text inside a `role="img"` chart (axis labels)
 * and the legend's coloured labels. Each element's colour (`fill` for SVG text, `color` for
 * HTML) against the first opaque background behind it; returns the ones below 4.5:1.
 */
export async function chartTextProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const rgb = (value: string) => {
      const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?/.exec(value);
      if (!m) return null;
      const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : +m[4];
      return { r: +m[1], g: +m[2], b: +m[3], alpha };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const background = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const colour = rgb(getComputedStyle(e).backgroundColor);
        if (colour && colour.alpha === 1) return colour;
      }
      return { r: 255, g: 255, b: 255, alpha: 1 };
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const style = getComputedStyle(element);
      const fg = rgb(element instanceof SVGElement ? style.fill : style.color);
      if (!fg) {
        problems.push(`${element.textContent}: no colour`);
        continue;
      }
      const bg = background(element);
      // Text drawn with transparency is blended over its background first.
      const blend = (f: number, b: number) => f * fg.alpha + b * (1 - fg.alpha);
      const mixed = { r: blend(fg.r, bg.r), g: blend(fg.g, bg.g), b: blend(fg.b, bg.b) };
      const [hi, lo] = [luminance(mixed), luminance(bg)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < 4.5) problems.push(`${element.textContent}: ${ratio.toFixed(2)}:1`);
    }
    return problems;
  }, selector);
}
