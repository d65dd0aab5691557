import { z } from 'zod';
import { lazySchema } from '#contracts/lazy-schema';

/** Scroll position of a list, saved when a photo opens and restored exactly when the preview closes. */
const ScrollPosition = lazySchema(() => z.tuple([z.number().nonnegative(), z.number().nonnegative()]));
const KEY = 'photoListScroll';

export function saveScrollPosition(list: string, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(
      KEY,
      JSON.stringify({ list, at: [Math.round(window.scrollX), Math.round(window.scrollY)] }),
    );
  } catch {
    // Without storage the list opens at its top.
  }
}

/** The saved position of this list, once: reading it forgets it. */
export function takeScrollPosition(
  list: string,
  storage: Storage = window.sessionStorage,
): [number, number] | null {
  try {
    const raw = storage.getItem(KEY);
    if (raw === null) return null;
    storage.removeItem(KEY);
    const parsed = z.object({ list: z.string(), at: ScrollPosition }).safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.list === list ? parsed.data.at : null;
  } catch {
    return null;
  }
}

/** Whether a list's position waits to be restored (without taking it). */
export function hasScrollPosition(storage: Storage = window.sessionStorage): boolean {
  try {
    return storage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

const REVEAL_KEY = 'photoListReveal';

/**
 * The photo a preview closed on, for a list that has no scroll position to go back to (the preview was opened by
 * a link, in a new tab): the list brings that photo into view instead of opening at its top.
 */
export function saveRevealedPhoto(
  list: string,
  photoId: string,
  storage: Storage = window.sessionStorage,
): void {
  try {
    storage.setItem(REVEAL_KEY, JSON.stringify({ list, photoId }));
  } catch {
    // Without storage the list opens at its top.
  }
}

/**
 * The photo this list is to bring into view, kept until `forgetRevealedPhoto`: a render may be thrown away before
 * it shows (a lazy part of the page still loading), and the render that shows must still find it.
 */
export function peekRevealedPhoto(list: string, storage: Storage = window.sessionStorage): string | null {
  try {
    const raw = storage.getItem(REVEAL_KEY);
    if (raw === null) return null;
    const parsed = z.object({ list: z.string(), photoId: z.string().min(1) }).safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.list === list ? parsed.data.photoId : null;
  } catch {
    return null;
  }
}

/** Forgets the photo to bring into view, once the list that took it is on screen. */
export function forgetRevealedPhoto(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(REVEAL_KEY);
  } catch {
    // Without storage there is nothing to forget.
  }
}

/** The timeline sections on screen, kept in browser storage so the way back knows them. */
export function saveVisibleSections(keys: readonly string[]): void {
  try {
    window.localStorage.setItem('photoTimelineVisibleSections', JSON.stringify(keys));
  } catch {
    // Not essential.
  }
}
