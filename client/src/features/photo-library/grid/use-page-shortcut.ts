import { useEffect, useRef } from 'react';
import { notForTheGrid, type ShortcutAction, shortcutOf } from './grid-keys';

type PageShortcut = Exclude<ShortcutAction['kind'], 'move' | 'toggle' | 'open'> | 'goToDate';

/** The page-wide shortcut a key press is: those of `shortcutOf`, and `g` (go to a date). */
function pageShortcutOf(event: KeyboardEvent): PageShortcut | undefined {
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  if (plain && event.key.toLowerCase() === 'g') return 'goToDate';
  const kind = shortcutOf(event, false)?.kind;
  return kind === 'move' || kind === 'toggle' || kind === 'open' ? undefined : kind;
}

/**
 * Runs `handler` when the page-wide shortcut `kind` (`?`, Ctrl/⌘ + A, Delete, Escape) is pressed anywhere on the
 * page while `enabled` (and `g`, go to a date): not in a text field, not in a dialog, not when another handler took the key already.
 */
export function usePageShortcut(kind: PageShortcut, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || notForTheGrid(event.target)) return;
      if (pageShortcutOf(event) !== kind) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [kind, enabled]);
}
