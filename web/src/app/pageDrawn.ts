/**
 * Whether the first page has been drawn: for a tool page its body (not just the frame), for the
 * home page and the others the page itself. The shell's own extras wait for it (the service
 * worker's registration, which precaches the whole site; the search dialog's code), so that on a
 * first visit they do not compete with the page for the network and the processor. Lighthouse
 * counts every request that ends before the largest paint as part of it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { afterPaint } from './afterPaint';

let drawn = false;
const listeners = new Set<() => void>();

/** Says the page on screen has been drawn (once is enough; later calls do nothing). */
export function markPageDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Runs `callback` once the first page has been drawn; returns a function that cancels it. */
export function afterPageDrawn(callback: () => void): () => void {
  if (drawn) {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  listeners.add(callback);
  return () => listeners.delete(callback);
}

const subscribe = (listener: () => void) => afterPageDrawn(listener);
const isDrawn = () => drawn;
const atBuildTime = () => false;

/** Whether the first page has been drawn (false while hydrating and at build time). */
export function usePageDrawn(): boolean {
  return useSyncExternalStore(subscribe, isDrawn, atBuildTime);
}

/** Marks the page drawn once what this component belongs to has been painted. */
export function useMarkDrawn(): void {
  useEffect(() => afterPaint(markPageDrawn), []);
}

/** The same, as an element to put at the end of what must be painted first. */
export function MarkDrawn(): null {
  useMarkDrawn();
  return null;
}
