export type ToastPlacement = 'top' | 'bottom';

export interface Band {
  top: number;
  bottom: number;
}

/** Room a new toast takes on top of the toasts already shown (one line of text and its padding, with a gap). */
export const TOAST_ROOM_PX = 72;
/** Distance of the toast region from the edge of the viewport ($space-3). */
const EDGE_PX = 16;

const overlaps = (a: Band, b: Band) => a.top < b.bottom && b.top < a.bottom;

/**
 * Where the toasts go so that they cover neither the page's heading nor the control just used (the focused
 * control, and the pointer that may just have clicked one): at the bottom of the viewport unless that covers the
 * control, then at the top; the top is also the choice when both would cover something (a covered heading can
 * still be read after the toast, a covered control cannot be used).
 */
export function chooseToastPlacement(input: {
  viewportHeight: number;
  regionHeight: number;
  heading: Band | null;
  controls: readonly Band[];
}): ToastPlacement {
  const height = input.regionHeight + TOAST_ROOM_PX;
  const bottom: Band = { top: input.viewportHeight - EDGE_PX - height, bottom: input.viewportHeight };
  const top: Band = { top: 0, bottom: EDGE_PX + height };
  const coversControl = (band: Band) => input.controls.some((control) => overlaps(band, control));
  const coversHeading = (band: Band) => input.heading !== null && overlaps(band, input.heading);
  const candidates: [ToastPlacement, Band][] = [
    ['bottom', bottom],
    ['top', top],
  ];
  const free = candidates.find(([, b]) => !coversControl(b) && !coversHeading(b));
  const controlFree = candidates.find(([, b]) => !coversControl(b));
  return free?.[0] ?? controlFree?.[0] ?? 'bottom';
}

const band = (element: Element | null): Band | null => {
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return rect.width === 0 && rect.height === 0 ? null : { top: rect.top, bottom: rect.bottom };
};

/**
 * Measures the page as it is now: the visible page heading (h1), the focused control if any, the toolbars in
 * view, and the pointer's last position (`pointerY`, viewport px). The pointer counts on its own because the
 * control it clicked may have lost focus (disabled while it sends) or gone (a save that navigates): a toast placed
 * under the resting pointer would cover the spot just used, and would stand still there as hovered until the
 * pointer moves.
 */
export function measureToastPlacement(region: HTMLElement | null, pointerY: number | null): ToastPlacement {
  const active = document.activeElement;
  const control = active && active !== document.body && !region?.contains(active) ? band(active) : null;
  const controls: Band[] = [];
  if (control) controls.push(control);
  // Toolbars in view (e.g. the sticky one of the selected photos) are controls too, whatever was used last.
  for (const toolbar of document.querySelectorAll('[role="toolbar"]')) {
    const bar = band(toolbar);
    if (bar && bar.bottom > 0 && bar.top < window.innerHeight) controls.push(bar);
  }
  if (pointerY !== null) controls.push({ top: pointerY, bottom: pointerY + 1 });
  return chooseToastPlacement({
    viewportHeight: window.innerHeight,
    regionHeight: region?.getBoundingClientRect().height ?? 0,
    heading: band(document.querySelector('h1')),
    controls,
  });
}
