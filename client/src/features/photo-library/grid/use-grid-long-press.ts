import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef } from 'react';
import { type ListPlace, placesBetween, type SelectionValue } from '#platform/photo-library/selection';
import { type ClientPoint, followPointer } from './follow-pointer';
import { placeAt, type SweepTarget, toGrid } from './grid-sweep';

/** How long a finger rests on a tile to select it, and how far (px) it may move meanwhile. */
export const HOLD_MS = 500;
const SLOP = 10;

/** The place under a point of the window, with its month's position in the list. */
function listPlaceAt(target: SweepTarget, client: ClientPoint): ListPlace | null {
  const place = placeAt(target.layout, toGrid(target.grid, client));
  const month = place ? target.layout.monthsByKey.get(place.month)?.index : undefined;
  return place && month !== undefined ? { month, index: place.from } : null;
}

/**
 * On touch, as Google Photos does: a long press on a tile (HOLD_MS without moving) selects it and starts
 * selecting; dragging on selects every photo from that one to the one under the finger, in list order (added to
 * what was selected before; dragging back gives photos back). The page does not scroll during that drag, except at
 * the window's edges to reach further; a finger that moves before the press fires scrolls the page as ever.
 */
export function useGridLongPress(
  gridRef: RefObject<HTMLElement | null>,
  latest: RefObject<SweepTarget | null>,
): (event: ReactPointerEvent<HTMLElement>) => void {
  const held = useRef<'idle' | 'waiting' | 'pressing'>('idle');
  const swallowClick = useRef(false);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    // Not passive: the drag after a long press holds the page still.
    const onTouchMove = (event: TouchEvent) => {
      if (held.current === 'pressing' && event.cancelable) event.preventDefault();
    };
    // The long press is ours: no context menu or image callout.
    const onContextMenu = (event: Event) => {
      if (held.current !== 'idle') event.preventDefault();
    };
    // The tap that ends a long press does not toggle the tile again.
    const onClick = (event: Event) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    };
    grid.addEventListener('touchmove', onTouchMove, { passive: false });
    grid.addEventListener('contextmenu', onContextMenu);
    grid.addEventListener('click', onClick, true);
    return () => {
      grid.removeEventListener('touchmove', onTouchMove);
      grid.removeEventListener('contextmenu', onContextMenu);
      grid.removeEventListener('click', onClick, true);
      stopRef.current?.();
    };
  }, [gridRef]);

  return (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.photo-tile')) return;
    const down = { x: event.clientX, y: event.clientY };
    let first: ListPlace | null = null;
    let start: SelectionValue | null = null;
    let last = '';
    const release = () => {
      window.clearTimeout(timer);
      held.current = 'idle';
      stopRef.current?.();
      stopRef.current = null;
    };
    const timer = window.setTimeout(() => {
      const target = latest.current;
      first = target ? listPlaceAt(target, down) : null;
      if (!target || !first) {
        release();
        return;
      }
      held.current = 'pressing';
      swallowClick.current = true;
      start = target.selection.getSnapshot().value;
    }, HOLD_MS);
    held.current = 'waiting';
    stopRef.current?.();
    stopRef.current = followPointer(event.pointerId, down, {
      scrolls: () => held.current === 'pressing',
      move: (client) => {
        if (held.current === 'waiting' && Math.hypot(client.x - down.x, client.y - down.y) > SLOP) release();
      },
      frame: (client) => {
        const target = latest.current;
        if (held.current !== 'pressing' || !target || !first || !start) return;
        const to = listPlaceAt(target, client);
        // Over a gap the range stays as it was.
        if (!to && last !== '') return;
        const ranges = placesBetween(target.scope, first, to ?? first);
        const key = JSON.stringify(ranges);
        if (key === last) return;
        last = key;
        target.selection.sweep(start, target.scope, ranges, 'add');
      },
      end: () => {
        window.clearTimeout(timer);
        held.current = 'idle';
        stopRef.current = null;
        // A click that does not follow (no tap after a drag) must not swallow the next one.
        window.setTimeout(() => {
          swallowClick.current = false;
        }, 400);
      },
    });
  };
}
