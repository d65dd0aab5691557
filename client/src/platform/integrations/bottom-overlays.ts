/**
 * Third-party scripts (the cookie banner, the chat launcher) put fixed elements at the bottom of the viewport,
 * outside the app. The app cannot move them, so it measures them: `--overlay-bottom` on the root element is the
 * height they take at the bottom of the viewport, and the app's own bottom bars sit above it.
 */

export const OVERLAY_BOTTOM_PROPERTY = '--overlay-bottom';

export interface OverlayBox {
  position: string;
  display: string;
  visibility: string;
  top: number;
  bottom: number;
  height: number;
}

/**
 * The height (px, whole) that fixed boxes take from the bottom of a viewport: a box counts when it is fixed,
 * shown and reaches the bottom edge (within a pixel); the tallest wins.
 */
export function bottomInset(boxes: Iterable<OverlayBox>, viewportHeight: number): number {
  let inset = 0;
  for (const box of boxes) {
    if (box.position !== 'fixed' || box.display === 'none' || box.visibility === 'hidden') continue;
    if (box.height <= 0 || box.bottom < viewportHeight - 1) continue;
    inset = Math.max(inset, viewportHeight - Math.max(0, box.top));
  }
  return Math.ceil(inset);
}

function boxOf(element: Element): OverlayBox {
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  return {
    position: style.position,
    display: style.display,
    visibility: style.visibility,
    top: rect.top,
    bottom: rect.bottom,
    height: rect.height,
  };
}

/**
 * Follows the elements third parties add to `<body>` beside the app's root (added, removed, resized, the window
 * resized) and keeps `--overlay-bottom` on `<html>` up to date. Returns the function that stops it.
 */
export function watchBottomOverlays(appRoot: Element | null): () => void {
  const root = document.documentElement;
  const outside = () => [...document.body.children].filter((child) => child !== appRoot);
  let current = -1;
  const resize = new ResizeObserver(() => update());
  function update() {
    const inset = bottomInset(outside().map(boxOf), window.innerHeight);
    if (inset === current) return;
    current = inset;
    root.style.setProperty(OVERLAY_BOTTOM_PROPERTY, `${inset}px`);
  }
  function observe() {
    resize.disconnect();
    for (const child of outside()) resize.observe(child);
    update();
  }
  const mutations = new MutationObserver(observe);
  mutations.observe(document.body, { childList: true });
  window.addEventListener('resize', update);
  observe();
  return () => {
    mutations.disconnect();
    resize.disconnect();
    window.removeEventListener('resize', update);
    root.style.removeProperty(OVERLAY_BOTTOM_PROPERTY);
  };
}
