/** A point in the window (clientX, clientY). */
export interface ClientPoint {
  x: number;
  y: number;
}

/** How close to the window's top or bottom edge (px) a drag scrolls it, and the fastest step a frame. */
const EDGE = 56;
const MAX_STEP = 28;

/** How far to scroll this frame for a pointer at `y` in a window `height` high: faster nearer the edge. */
export function edgeStep(y: number, height: number): number {
  if (y < EDGE) return -Math.ceil((MAX_STEP * Math.min(EDGE, EDGE - y)) / EDGE);
  if (y > height - EDGE) return Math.ceil((MAX_STEP * Math.min(EDGE, y - (height - EDGE))) / EDGE);
  return 0;
}

interface Follow {
  /** Each animation frame while the pointer is down, with its last position (after scrolling, when `scrolls`). */
  frame(client: ClientPoint): void;
  /** Each move (before the next frame). */
  move?(client: ClientPoint): void;
  /** Whether the window scrolls at its edges now (a long press only once it has fired). */
  scrolls(): boolean;
  end(): void;
}

/**
 * Follows one pointer until it is released or cancelled: its last position each animation frame, scrolling the
 * window when it nears the top or bottom edge (the drag then reaches rows that were below or above). No text is
 * selected and nothing is dragged natively meanwhile. Returns a function that stops it (the grid unmounting).
 */
export function followPointer(pointerId: number, start: ClientPoint, follow: Follow): () => void {
  let client = start;
  let frame = 0;
  const tick = () => {
    if (follow.scrolls()) {
      const step = edgeStep(client.y, window.innerHeight);
      if (step !== 0) window.scrollBy(0, step);
    }
    follow.frame(client);
    frame = requestAnimationFrame(tick);
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    client = { x: event.clientX, y: event.clientY };
    follow.move?.(client);
  };
  const prevent = (event: Event) => event.preventDefault();
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onUp);
    document.removeEventListener('selectstart', prevent);
    document.removeEventListener('dragstart', prevent);
  };
  const onUp = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    stop();
    follow.frame(client);
    follow.end();
  };
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  window.addEventListener('pointercancel', onUp);
  document.addEventListener('selectstart', prevent);
  document.addEventListener('dragstart', prevent);
  frame = requestAnimationFrame(tick);
  return stop;
}
