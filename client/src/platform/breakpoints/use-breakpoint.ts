import { useSyncExternalStore } from 'react';
import { type Breakpoint, breakpointOf } from './breakpoints';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function snapshot(): Breakpoint {
  return breakpointOf(window.innerWidth);
}

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, snapshot, () => 'extraLarge');
}

export function useIsSmallScreen(): boolean {
  return useBreakpoint() === 'small';
}
