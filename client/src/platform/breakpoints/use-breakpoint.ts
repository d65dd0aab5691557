import { useSyncExternalStore } from 'react';
import { type Breakpoint, breakpointOf } from './breakpoints';

/**
 * The window's breakpoint, read from `innerWidth` once and then only on `resize`. Reading `innerWidth` makes the
 * browser lay out a changed page first, and React asks for the snapshot in every render and again after each
 * commit: a forced layout in the middle of the app's first renders (42 ms on My photos, unthrottled, before).
 */
let current: Breakpoint | undefined;
const listeners = new Set<() => void>();

function onResize(): void {
  const next = breakpointOf(window.innerWidth);
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function snapshot(): Breakpoint {
  if (current === undefined) {
    current = breakpointOf(window.innerWidth);
    // For the page's life: a resize while nothing is subscribed must not leave the kept value behind.
    window.addEventListener('resize', onResize);
  }
  return current;
}

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, snapshot, () => 'extraLarge');
}

export function useIsSmallScreen(): boolean {
  return useBreakpoint() === 'small';
}
