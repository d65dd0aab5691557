/** The title a screen has set for the page it shows, and the path it set it on. */
export interface PageTitle {
  path: string;
  title: string;
}

/** A page as it was titled, numbered in the order the pages were shown (from 1). */
export interface TitledPage extends PageTitle {
  seq: number;
}

/** How many titled pages are kept for a reader that comes late (the page views load after the first render). */
const KEPT_PAGES = 20;

const shown: TitledPage[] = [];
let lastSeq = 0;
const listeners = new Set<() => void>();

/**
 * Sets document.title to '{page} | {brand}' and records it for the page now in the address bar, so that a page
 * view waits for the screen's own title instead of index.html's placeholder.
 */
export function setPageTitle(page: string, brand: string): void {
  const title = brand ? `${page} | ${brand}` : page;
  document.title = title;
  const path = window.location.pathname;
  // A new title on the same page (a screen renaming itself) is the same page shown.
  if (shown.at(-1)?.path !== path) {
    lastSeq += 1;
    shown.push({ path, title, seq: lastSeq });
    if (shown.length > KEPT_PAGES) shown.shift();
  }
  for (const listener of listeners) listener();
}

/**
 * The pages shown since the one numbered `seq` (all kept when 0), oldest first: each with the first title its screen
 * set. A reader that started late (the page views) still sees the pages shown before it.
 */
export function pagesShownSince(seq: number): readonly TitledPage[] {
  return shown.filter((page) => page.seq > seq);
}

export function subscribePageTitle(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
