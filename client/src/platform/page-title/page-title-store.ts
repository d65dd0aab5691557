/** The title a screen has set for the page it shows, and the path it set it on. */
export interface PageTitle {
  path: string;
  title: string;
}

let current: PageTitle | null = null;
const listeners = new Set<() => void>();

/**
 * Sets document.title to '{page} | {brand}' and records it for the page now in the address bar, so that a page
 * view waits for the screen's own title instead of index.html's placeholder.
 */
export function setPageTitle(page: string, brand: string): void {
  const title = brand ? `${page} | ${brand}` : page;
  document.title = title;
  current = { path: window.location.pathname, title };
  for (const listener of listeners) listener();
}

/** The last title a screen set, or null before any screen has set one. */
export function currentPageTitle(): PageTitle | null {
  return current;
}

export function subscribePageTitle(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
