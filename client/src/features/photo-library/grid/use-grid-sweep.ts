import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useOptionalPhotoSelection } from '#features/photo-library/actions/selection-context';
import type { SelectionScope, SelectionValue, SweepMode } from '#platform/photo-library/selection';
import { followPointer } from './follow-pointer';
import {
  type GridRect,
  placesInRect,
  rectBetween,
  type SweepLayout,
  type SweepTarget,
  toGrid,
} from './grid-sweep';
import { useGridLongPress } from './use-grid-long-press';

/** How far (px) the pointer moves before a press on empty space becomes a rectangle. */
const THRESHOLD = 4;

/** What a press on these is not on empty space: a tile, a control, the scrubber. */
const NOT_EMPTY = 'button, a, input, select, textarea, label, [role="slider"], [role="button"], [tabindex]';

/** The drag's mode from the keys held when it starts: Ctrl/⌘ adds, Alt removes, a plain drag replaces. */
export function sweepMode(keys: Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'altKey'>): SweepMode {
  if (keys.altKey) return 'remove';
  return keys.ctrlKey || keys.metaKey ? 'add' : 'replace';
}

/**
 * Selecting by dragging over the grid. With a mouse or a pen, a press on empty space (between or beside tiles)
 * and a drag draws a rectangle (`rect`, drawn by the grid above its tiles): the photos it touches, computed from
 * the row layout (rows out of the DOM and months not loaded included), replace the selection, or with Ctrl/⌘ are
 * added to it, with Alt removed from it. The window scrolls at its edges. A press without a move does nothing.
 * On touch: a long press on a tile, then a drag (`useGridLongPress`).
 */
export function useGridSweep(
  gridRef: RefObject<HTMLElement | null>,
  layout: SweepLayout,
  scope: SelectionScope,
): { rect: GridRect | null; onPointerDown(event: ReactPointerEvent<HTMLElement>): void } {
  const selection = useOptionalPhotoSelection()?.selection ?? null;
  const [rect, setRect] = useState<GridRect | null>(null);
  const latest = useRef<SweepTarget | null>(null);
  latest.current = gridRef.current && selection ? { grid: gridRef.current, layout, selection, scope } : null;
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);
  const longPress = useGridLongPress(gridRef, latest);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const target = latest.current;
    if (!target || event.button !== 0 || !event.isPrimary) return;
    if (event.pointerType === 'touch') {
      longPress(event);
      return;
    }
    if (!onEmptySpace(event.target, event.currentTarget)) return;
    event.preventDefault();
    const start: SelectionValue = target.selection.getSnapshot().value;
    const mode = sweepMode(event);
    const down = { x: event.clientX, y: event.clientY };
    const origin = toGrid(target.grid, down);
    let moved = false;
    let last = '';
    stopRef.current?.();
    stopRef.current = followPointer(event.pointerId, down, {
      scrolls: () => moved,
      move: (client) => {
        moved ||= Math.hypot(client.x - down.x, client.y - down.y) > THRESHOLD;
      },
      frame: (client) => {
        const now = latest.current;
        if (!moved || !now) return;
        const box = rectBetween(origin, toGrid(now.grid, client));
        setRect((previous) => (previous && sameRect(previous, box) ? previous : box));
        const ranges = placesInRect(now.layout, box);
        const key = JSON.stringify(ranges);
        if (key === last) return;
        last = key;
        now.selection.sweep(start, now.scope, ranges, mode);
      },
      end: () => {
        stopRef.current = null;
        setRect(null);
      },
    });
  };
  return { rect, onPointerDown };
}

function sameRect(a: GridRect, b: GridRect): boolean {
  return a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom;
}

/** Whether a press on `target` inside the grid's container is on empty space (no control of the grid under it). */
function onEmptySpace(target: EventTarget, container: Element): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest(NOT_EMPTY);
  return control === null || !container.contains(control);
}
