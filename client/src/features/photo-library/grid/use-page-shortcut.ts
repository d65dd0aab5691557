import { useEffect, useRef } from 'react';
import { notForTheGrid, type ShortcutAction, shortcutOf } from './grid-keys';

type PageShortcut = Exclude<ShortcutAction['kind'], 'move' | 'toggle' | 'open'>;

/**
 * Runs `handler` when the page-wide shortcut `kind` (`?`, Ctrl/⌘ + A, Delete, Escape) is pressed anywhere on the
 * page while `enabled`: not in a text field, not in a dialog, not when another handler took the key already.
 */
export function usePageShortcut(kind: PageShortcut, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || notForTheGrid(event.target)) return;
      if (shortcutOf(event, false)?.kind !== kind) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [kind, enabled]);
}
