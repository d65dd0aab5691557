/**
 * The viewer's keys pressed between a photo's opening and its viewer being ready (issue 53.1): the first
 * preview of a visit waits for its code, and keys pressed meanwhile were lost. Opening a photo holds them (← → and
 * Escape, kept from the page below); the viewer takes them when it is ready and plays them in order.
 */
const VIEWER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Escape']);
/** A viewer that never comes (the photo was not found): the keys go back to the page after this long. */
export const HOLD_LIMIT_MS = 10_000;

let held: string[] = [];
let release: (() => void) | null = null;

/** From now until the viewer takes them (or HOLD_LIMIT_MS), ← → and Escape are kept for the viewer. */
export function holdViewerKeys(doc: Document = document): void {
  release?.();
  held = [];
  const hold = (event: KeyboardEvent) => {
    if (!VIEWER_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    held.push(event.key);
    event.preventDefault();
    event.stopPropagation();
  };
  doc.addEventListener('keydown', hold, true);
  const timer = setTimeout(() => release?.(), HOLD_LIMIT_MS);
  release = () => {
    doc.removeEventListener('keydown', hold, true);
    clearTimeout(timer);
    release = null;
  };
}

/** The keys held since the photo was opened, in order; the hold ends (the viewer handles keys from now on). */
export function takeHeldViewerKeys(): string[] {
  release?.();
  const keys = held;
  held = [];
  return keys;
}
