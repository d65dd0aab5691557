import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { Photo } from '#contracts/photos';
import { takeHeldViewerKeys } from './held-viewer-keys';

/** A swipe moves to the next or previous photo once it covers this share of the viewer's width. */
export const SWIPE_THRESHOLD = 0.35;

interface Steps {
  photos: readonly Photo[];
  shownIndex: { shownRef: RefObject<string | undefined>; show(id: string): void };
  neighbour?: ((id: string, step: 1 | -1) => Promise<Photo | undefined>) | undefined;
  onShow?: ((photo: Photo) => void) | undefined;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * The viewer's moves, one per key press, button press or swipe, each made after the one before has landed (so
 * thirty presses are thirty photos, across pages and months: `neighbour` loads what the next move needs). After
 * close nothing queued moves any more.
 */
export function useSteps(options: Steps): { step(direction: 1 | -1): void; close(): void } {
  const latest = useRef(options);
  latest.current = options;
  const chain = useRef<Promise<void>>(Promise.resolve());
  const closed = useRef(false);
  const step = useCallback((direction: 1 | -1) => {
    chain.current = chain.current
      .then(async () => {
        const from = latest.current.shownIndex.shownRef.current;
        if (closed.current || from === undefined) return;
        const { neighbour, photos } = latest.current;
        let next: Photo | undefined;
        if (neighbour) next = await neighbour(from, direction);
        else next = photos[photos.findIndex((p) => p.imageId === from) + direction];
        if (!next || closed.current) return;
        const now = latest.current;
        now.shownIndex.show(next.imageId);
        if (now.onShow) now.onShow(next);
        else {
          const at = now.photos.findIndex((p) => p.imageId === next.imageId);
          if (at >= 0) now.onIndexChange(at);
        }
      })
      .catch(() => undefined);
  }, []);
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    latest.current.onClose();
  }, []);
  return { step, close };
}

/** Whether a key press belongs to the viewer: inside it, or on the page itself (not in a modal over it). */
function forViewer(root: HTMLElement, event: Event): boolean {
  const target = event.target;
  return target instanceof Node && (root.contains(target) || target === document.body || target === document);
}

/**
 * The viewer's keys and swipe, ahead of the lightbox library's own (which drops keys while it animates): ← and →
 * move, Escape closes at once; a horizontal swipe over 35 % of the width moves, unless the photo is zoomed in.
 */
export function useViewerInput(
  root: HTMLElement | null,
  { step, close, zoom }: { step(direction: 1 | -1): void; close(): void; zoom: RefObject<number> },
): void {
  useEffect(() => {
    if (!root) return;
    const act = (key: string) => {
      if (key === 'Escape') close();
      else if (key === 'ArrowRight') step(1);
      else if (key === 'ArrowLeft') step(-1);
      else return false;
      return true;
    };
    const onKey = (event: KeyboardEvent) => {
      if (!forViewer(root, event) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!act(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    let start: { x: number; y: number; id: number } | null = null;
    const onDown = (event: PointerEvent) => {
      start = event.isPrimary ? { x: event.clientX, y: event.clientY, id: event.pointerId } : null;
    };
    const onUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if ((zoom.current ?? 1) > 1 || Math.abs(dx) <= Math.abs(dy)) return;
      if (Math.abs(dx) >= SWIPE_THRESHOLD * root.clientWidth) step(dx < 0 ? 1 : -1);
    };
    const cancel = () => {
      start = null;
    };
    document.addEventListener('keydown', onKey, true);
    // The keys pressed while the viewer's code and photo were coming, in the order they were pressed.
    for (const key of takeHeldViewerKeys()) act(key);
    root.addEventListener('pointerdown', onDown);
    root.addEventListener('pointerup', onUp);
    root.addEventListener('pointercancel', cancel);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      root.removeEventListener('pointerdown', onDown);
      root.removeEventListener('pointerup', onUp);
      root.removeEventListener('pointercancel', cancel);
    };
  }, [root, step, close, zoom]);
}
