import type { MonthState } from '#platform/photo-library/timeline';

/** Where a photo sits: its month's position in the list and its slot in the month. */
export interface SlotRef {
  month: number;
  slot: number;
}

/**
 * The photo an arrow key moves to from `from`: left/right step through the loaded photos in order (across months),
 * up/down keep the column, moving into the month before or after at its edges. Null when there is none.
 */
export function moveFocus(
  months: readonly Pick<MonthState, 'photos'>[],
  from: SlotRef,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End',
  columns: number,
): SlotRef | null {
  const loaded = (m: number) => months[m]?.photos.length ?? 0;
  const nextMonth = (m: number, step: 1 | -1) => {
    for (let i = m + step; i >= 0 && i < months.length; i += step) if (loaded(i) > 0) return i;
    return null;
  };
  const { month, slot } = from;
  switch (key) {
    case 'Home': {
      const first = loaded(0) > 0 ? 0 : nextMonth(0, 1);
      return first === null ? null : { month: first, slot: 0 };
    }
    case 'End': {
      const last = loaded(months.length - 1) > 0 ? months.length - 1 : nextMonth(months.length - 1, -1);
      return last === null ? null : { month: last, slot: loaded(last) - 1 };
    }
    case 'ArrowRight': {
      if (slot + 1 < loaded(month)) return { month, slot: slot + 1 };
      const next = nextMonth(month, 1);
      return next === null ? null : { month: next, slot: 0 };
    }
    case 'ArrowLeft': {
      if (slot > 0) return { month, slot: slot - 1 };
      const previous = nextMonth(month, -1);
      return previous === null ? null : { month: previous, slot: loaded(previous) - 1 };
    }
    case 'ArrowDown': {
      if (slot + columns < loaded(month)) return { month, slot: slot + columns };
      const lastRowStart = Math.floor((loaded(month) - 1) / columns) * columns;
      if (slot < lastRowStart) return { month, slot: loaded(month) - 1 };
      const next = nextMonth(month, 1);
      return next === null ? null : { month: next, slot: Math.min(slot % columns, loaded(next) - 1) };
    }
    case 'ArrowUp': {
      if (slot - columns >= 0) return { month, slot: slot - columns };
      const previous = nextMonth(month, -1);
      if (previous === null) return null;
      const count = loaded(previous);
      const lastRowStart = Math.floor((count - 1) / columns) * columns;
      return { month: previous, slot: Math.min(lastRowStart + (slot % columns), count - 1) };
    }
  }
}

export type ArrowKey = Parameters<typeof moveFocus>[2];

/** What a key pressed over My photos does (the `?` dialog lists them). */
export type ShortcutAction =
  | { kind: 'move'; key: ArrowKey; extend: boolean }
  | { kind: 'toggle' }
  | { kind: 'open' }
  | { kind: 'selectAll' }
  | { kind: 'delete' }
  | { kind: 'clear' }
  | { kind: 'help' };

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

const MOVES = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * The shortcut a key press is, or null. Keys on a focused photo (`onPhoto`): arrows (with Shift, extending the
 * selection), Space or `x`, Enter. Anywhere on the page: `?`, Ctrl/⌘ + A, Delete, Escape. Any other combination with
 * Ctrl, ⌘ or Alt is the browser's (Ctrl + K, F, L …) and never taken.
 */
export function shortcutOf(event: KeyPress, onPhoto: boolean): ShortcutAction | null {
  const command = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  if (command) return event.key.toLowerCase() === 'a' && !event.shiftKey ? { kind: 'selectAll' } : null;
  if (event.key === '?') return { kind: 'help' };
  if (event.key === 'Delete') return { kind: 'delete' };
  if (event.key === 'Escape') return { kind: 'clear' };
  if (!onPhoto) return null;
  if (MOVES.has(event.key)) return { kind: 'move', key: event.key as ArrowKey, extend: event.shiftKey };
  if (event.key === ' ' || event.key.toLowerCase() === 'x') return { kind: 'toggle' };
  if (event.key === 'Enter') return { kind: 'open' };
  return null;
}

/** Keys typed into a field, or pressed in a dialog over the grid, are not the grid's. */
export function notForTheGrid(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.matches('input, textarea, select') ||
    target.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]') !== null
  );
}
