import { type RefObject, useEffect } from 'react';
import { getGridSize, setGridSize, stepGridSize } from '#platform/photo-library/timeline';
import { notForTheGrid } from './grid-keys';

/** Ctrl/⌘ + wheel: the pixels of wheel travel (added up, a trackpad sends small steps) that make one size step. */
export const WHEEL_STEP_PX = 50;
/** A pinch: how far the fingers' distance must grow (or shrink to the inverse) for one size step. */
export const PINCH_RATIO = 1.3;

/** The size step of Ctrl/⌘ + wheel travel so far: wheel up (negative) makes thumbnails bigger. */
export function wheelStep(travel: number): 1 | -1 | 0 {
  if (Math.abs(travel) < WHEEL_STEP_PX) return 0;
  return travel < 0 ? 1 : -1;
}

/** The size step of a pinch from `start` to `now` px between the two fingers: spread makes thumbnails bigger. */
export function pinchStep(start: number, now: number): 1 | -1 | 0 {
  if (start <= 0) return 0;
  const ratio = now / start;
  if (ratio >= PINCH_RATIO) return 1;
  if (ratio <= 1 / PINCH_RATIO) return -1;
  return 0;
}

/**
 * The size step of a key: + (or =, the same key unshifted on many layouts) for bigger thumbnails, - for smaller;
 * none with Ctrl, ⌘ or Alt held (Ctrl/⌘ + and - stay the browser's zoom).
 */
export function keyStep(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): 1 | -1 | 0 {
  if (event.ctrlKey || event.metaKey || event.altKey) return 0;
  if (event.key === '+' || event.key === '=') return 1;
  if (event.key === '-') return -1;
  return 0;
}

/** A wheel event's vertical travel in pixels (a line-mode wheel counts about 40 px a line). */
function wheelPixels(event: WheelEvent): number {
  return event.deltaMode === 1
    ? event.deltaY * 40
    : event.deltaMode === 2
      ? event.deltaY * 800
      : event.deltaY;
}

/**
 * Over the element, Ctrl/⌘ + wheel and a two-finger pinch change the grid's thumbnail size one step at a time;
 * anywhere on the page, the + and - keys do (decision 180: the size control sits at the top of the list, the keys
 * reach the size at any scroll depth), unless typed into a field or a dialog.
 * Only a wheel with Ctrl or ⌘ is taken from the page (its zoom); plain wheels scroll as ever. The pinch needs
 * `touch-action: pan-y` on the element, so the browser leaves the two fingers to it instead of zooming the page.
 */
export function useGridZoom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let travel = 0;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) {
        travel = 0;
        return;
      }
      event.preventDefault();
      travel += wheelPixels(event);
      const step = wheelStep(travel);
      if (step === 0) return;
      travel = 0;
      setGridSize(stepGridSize(getGridSize(), step));
    };

    const fingers = new Map<number, { x: number; y: number }>();
    let start: number | null = null;
    const spread = () => {
      const [a, b] = [...fingers.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      fingers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      start = fingers.size === 2 ? spread() : null;
    };
    const onMove = (event: PointerEvent) => {
      if (!fingers.has(event.pointerId)) return;
      fingers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const now = spread();
      if (start === null || now === null) return;
      const step = pinchStep(start, now);
      if (step === 0) return;
      start = now;
      setGridSize(stepGridSize(getGridSize(), step));
    };
    const onUp = (event: PointerEvent) => {
      fingers.delete(event.pointerId);
      start = null;
    };

    const listening = new AbortController();
    const { signal } = listening;
    element.addEventListener('wheel', onWheel, { passive: false, signal });
    element.addEventListener('pointerdown', onDown, { signal });
    element.addEventListener('pointermove', onMove, { signal });
    element.addEventListener('pointerup', onUp, { signal });
    element.addEventListener('pointercancel', onUp, { signal });
    const onKey = (event: KeyboardEvent) => {
      const step = keyStep(event);
      if (step === 0 || event.defaultPrevented || notForTheGrid(event.target)) return;
      event.preventDefault();
      setGridSize(stepGridSize(getGridSize(), step));
    };
    document.addEventListener('keydown', onKey, { signal });
    return () => listening.abort();
  }, [ref]);
}
