/**
 * Third-party scripts (the cookie banner, the chat launcher) put fixed elements at the bottom of the viewport,
 * outside the app. The app cannot move them, so it measures them (decision 130, 200):
 * - `--overlay-bottom` on the root element is the height of the bars that reach the bottom edge (the cookie
 *   banner): the app's own bottom bars sit above it;
 * - `--overlay-end` is the height of the band that anything floating near the bottom edge takes (the chat
 *   launcher, 16–22 px above the edge, and the bars): the end of every page is padded by it, so the page's last
 *   control can always be scrolled clear of the launcher, and a focused control is scrolled into view above it;
 * - `--overlay-side` is the width of the tabs fixed to the right edge (the feedback survey's 'Feedback' tab,
 *   half-way up): the page keeps a gutter that wide, so nothing it shows sits under the tab (decision 462).
 */

export const OVERLAY_BOTTOM_PROPERTY = '--overlay-bottom';
export const OVERLAY_END_PROPERTY = '--overlay-end';
export const OVERLAY_SIDE_PROPERTY = '--overlay-side';
// The side tab's width reserved before it arrives is `OVERLAY_SIDE_RESERVE_PROPERTY` of ./survey (decision 462).

/** The widest a box on the right edge may be and still count as a side tab (wider: a panel, not a tab). */
export const SIDE_TAB_MAX_PX = 80;

/** How far above the bottom edge a floating element may sit and still count as anchored to the bottom. */
export const FLOATING_MARGIN_PX = 64;

export interface OverlayBox {
  position: string;
  display: string;
  visibility: string;
  top: number;
  bottom: number;
  height: number;
  /** Horizontal extent; left out by the callers that only measure the bottom. */
  left?: number;
  right?: number;
}

/** The height (px, whole) of the band at the bottom of a viewport taken by the shown fixed boxes that `counts`. */
function bandHeight(
  boxes: Iterable<OverlayBox>,
  viewportHeight: number,
  counts: (box: OverlayBox) => boolean,
): number {
  let inset = 0;
  for (const box of boxes) {
    if (box.position !== 'fixed' || box.display === 'none' || box.visibility === 'hidden') continue;
    if (box.height <= 0 || !counts(box)) continue;
    inset = Math.max(inset, viewportHeight - Math.max(0, box.top));
  }
  return Math.ceil(inset);
}

/**
 * The height (px, whole) that fixed boxes take from the bottom of a viewport: a box counts when it is fixed,
 * shown and reaches the bottom edge (within a pixel); the tallest wins.
 */
export function bottomInset(boxes: Iterable<OverlayBox>, viewportHeight: number): number {
  return bandHeight(boxes, viewportHeight, (box) => box.bottom >= viewportHeight - 1);
}

/**
 * The height (px, whole) of the band at the bottom of a viewport that fixed boxes anchored to the bottom take:
 * a box counts when it is fixed, shown and ends within FLOATING_MARGIN_PX of the bottom edge (a chat launcher
 * floating in the corner, a banner on the edge); the highest top wins. A tab half-way up the side does not count.
 */
export function endInset(boxes: Iterable<OverlayBox>, viewportHeight: number): number {
  return bandHeight(boxes, viewportHeight, (box) => box.bottom >= viewportHeight - FLOATING_MARGIN_PX);
}

/**
 * The width (px, whole) that fixed tabs take from the right edge of a viewport: a box counts when it is fixed,
 * shown, reaches the right edge (within a pixel), is at most SIDE_TAB_MAX_PX wide and is not anchored to the
 * bottom (a launcher or banner there is the end inset's); the widest wins.
 */
export function sideInset(boxes: Iterable<OverlayBox>, viewport: { width: number; height: number }): number {
  let inset = 0;
  for (const box of boxes) {
    if (box.position !== 'fixed' || box.display === 'none' || box.visibility === 'hidden') continue;
    if (box.left === undefined || box.right === undefined || box.height <= 0) continue;
    const width = box.right - box.left;
    if (box.right < viewport.width - 1 || width <= 0 || width > SIDE_TAB_MAX_PX) continue;
    if (box.bottom >= viewport.height - FLOATING_MARGIN_PX) continue;
    inset = Math.max(inset, viewport.width - Math.max(0, box.left));
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
    left: rect.left,
    right: rect.right,
  };
}

/**
 * Follows the elements third parties add to `<body>` beside the app's root (added, removed, resized, the window
 * resized) and keeps `--overlay-bottom`, `--overlay-end` and `--overlay-side` on `<html>` up to date. Returns the function that stops it.
 *
 * A box is measured only where the browser has just laid the page out: in the resize observer's report (each
 * newly observed element is reported after the next layout, unless it has no size, and then it takes no band)
 * and on a window resize. Measured when `<body>` changed, it made the browser lay out the page in the middle of
 * the app's first renders. The last measure of each element is kept, so a removal needs none.
 */
export function watchBottomOverlays(appRoot: Element | null): () => void {
  const root = document.documentElement;
  const outside = () => [...document.body.children].filter((child) => child !== appRoot);
  const measured = new Map<Element, OverlayBox>();
  let viewportHeight = 0;
  let viewportWidth = 0;
  let current = '';
  const resize = new ResizeObserver((entries) => {
    viewportHeight = window.innerHeight;
    viewportWidth = document.documentElement.clientWidth;
    for (const entry of entries) measured.set(entry.target, boxOf(entry.target));
    update();
  });
  function update() {
    const boxes = outside().flatMap((child) => measured.get(child) ?? []);
    const bottom = bottomInset(boxes, viewportHeight);
    const end = endInset(boxes, viewportHeight);
    const side = sideInset(boxes, { width: viewportWidth, height: viewportHeight });
    if (`${bottom}/${end}/${side}` === current) return;
    current = `${bottom}/${end}/${side}`;
    root.style.setProperty(OVERLAY_BOTTOM_PROPERTY, `${bottom}px`);
    root.style.setProperty(OVERLAY_END_PROPERTY, `${end}px`);
    root.style.setProperty(OVERLAY_SIDE_PROPERTY, `${side}px`);
  }
  function observe() {
    resize.disconnect();
    const children = outside();
    for (const element of measured.keys()) if (!children.includes(element)) measured.delete(element);
    for (const child of children) resize.observe(child);
    update();
  }
  function remeasure() {
    viewportHeight = window.innerHeight;
    viewportWidth = document.documentElement.clientWidth;
    for (const element of measured.keys()) measured.set(element, boxOf(element));
    update();
  }
  const mutations = new MutationObserver(observe);
  mutations.observe(document.body, { childList: true });
  window.addEventListener('resize', remeasure);
  observe();
  return () => {
    mutations.disconnect();
    resize.disconnect();
    window.removeEventListener('resize', remeasure);
    root.style.removeProperty(OVERLAY_BOTTOM_PROPERTY);
    root.style.removeProperty(OVERLAY_END_PROPERTY);
    root.style.removeProperty(OVERLAY_SIDE_PROPERTY);
  };
}
