import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGridSize, resetGridSizeForTests } from '#platform/photo-library/timeline/grid-size';
import { keyStep, PINCH_RATIO, pinchStep, useGridZoom, WHEEL_STEP_PX, wheelStep } from './use-grid-zoom';

describe('zoom gestures over the grid', () => {
  it('take one wheel notch (or a trackpad pinch added up) with Ctrl/⌘ as one step, up for bigger thumbnails', () => {
    expect(wheelStep(-100)).toBe(1);
    expect(wheelStep(100)).toBe(-1);
    expect(wheelStep(WHEEL_STEP_PX - 1)).toBe(0);
    expect(wheelStep(-(WHEEL_STEP_PX - 1))).toBe(0);
  });

  it('take + (or =) as bigger and - as smaller, never with Ctrl, ⌘ or Alt (the browser zoom)', () => {
    expect(keyStep({ key: '+', ctrlKey: false, metaKey: false, altKey: false })).toBe(1);
    expect(keyStep({ key: '=', ctrlKey: false, metaKey: false, altKey: false })).toBe(1);
    expect(keyStep({ key: '-', ctrlKey: false, metaKey: false, altKey: false })).toBe(-1);
    expect(keyStep({ key: '+', ctrlKey: true, metaKey: false, altKey: false })).toBe(0);
    expect(keyStep({ key: '-', ctrlKey: false, metaKey: true, altKey: false })).toBe(0);
    expect(keyStep({ key: 'a', ctrlKey: false, metaKey: false, altKey: false })).toBe(0);
  });

  it('take a pinch past the threshold as a step, spreading for bigger thumbnails', () => {
    expect(pinchStep(100, 100 * PINCH_RATIO)).toBe(1);
    expect(pinchStep(100, 100 / PINCH_RATIO)).toBe(-1);
    expect(pinchStep(100, 120)).toBe(0);
    expect(pinchStep(100, 85)).toBe(0);
    expect(pinchStep(0, 50)).toBe(0);
  });
});

function Zoomable() {
  const ref = useRef<HTMLDivElement>(null);
  useGridZoom(ref);
  return (
    <>
      <div ref={ref} data-testid="grid" />
      <input aria-label="Album name" />
      <div role="dialog" aria-label="Preview">
        <button type="button">Close</button>
      </div>
    </>
  );
}

const press = (target: Element, key: string, keys: { ctrlKey?: boolean } = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...keys });
  target.dispatchEvent(event);
  return event;
};

/** A touch pointer event (jsdom has no PointerEvent constructor). */
function touch(type: string, pointerId: number, clientX: number) {
  const event = new MouseEvent(type, { bubbles: true, clientX, clientY: 100 });
  Object.assign(event, { pointerId, pointerType: 'touch' });
  return event;
}

/** A wheel event with its modifier keys (the test DOM's WheelEvent leaves them out of its init). */
function wheel(deltaY: number, keys: { ctrlKey?: boolean; metaKey?: boolean } = {}) {
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
  Object.defineProperties(event, {
    ctrlKey: { value: keys.ctrlKey ?? false },
    metaKey: { value: keys.metaKey ?? false },
  });
  return event;
}

describe('the grid zoom listeners', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetGridSizeForTests();
  });

  it('take Ctrl/⌘ + wheel from the page (no page zoom) and leave a plain wheel to scroll', () => {
    render(<Zoomable />);
    const grid = screen.getByTestId('grid');
    const plain = wheel(-100);
    grid.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(getGridSize()).toBe('medium');

    const zoom = wheel(-100, { ctrlKey: true });
    grid.dispatchEvent(zoom);
    expect(zoom.defaultPrevented).toBe(true);
    expect(getGridSize()).toBe('large');
    grid.dispatchEvent(wheel(60, { metaKey: true }));
    expect(getGridSize()).toBe('medium');
    // A trackpad's small steps add up to one.
    for (let i = 0; i < 4; i += 1) {
      grid.dispatchEvent(wheel(15, { ctrlKey: true }));
    }
    expect(getGridSize()).toBe('small');
  });

  it('take + and - anywhere on the page, but not typed into a field or pressed in a dialog', () => {
    render(<Zoomable />);
    expect(press(document.body, '+').defaultPrevented).toBe(true);
    expect(getGridSize()).toBe('large');
    press(screen.getByTestId('grid'), '-');
    press(document.body, '-');
    expect(getGridSize()).toBe('small');
    expect(press(document.body, '-', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(screen.getByRole('textbox', { name: 'Album name' }), '+').defaultPrevented).toBe(false);
    press(screen.getByRole('button', { name: 'Close' }), '+');
    expect(getGridSize()).toBe('small');
  });

  it('take a two-finger pinch past the threshold as one step, and one finger as nothing', () => {
    render(<Zoomable />);
    const grid = screen.getByTestId('grid');
    grid.dispatchEvent(touch('pointerdown', 1, 100));
    grid.dispatchEvent(touch('pointermove', 1, 40));
    expect(getGridSize()).toBe('medium');
    grid.dispatchEvent(touch('pointerdown', 2, 140));
    // 100 px apart, then 110: under the threshold; then 140: a spread, bigger thumbnails.
    grid.dispatchEvent(touch('pointermove', 2, 150));
    expect(getGridSize()).toBe('medium');
    grid.dispatchEvent(touch('pointermove', 2, 180));
    expect(getGridSize()).toBe('large');
    // Squeezed from there (140 px) to 60 px: smaller again.
    grid.dispatchEvent(touch('pointermove', 2, 100));
    expect(getGridSize()).toBe('medium');
    grid.dispatchEvent(touch('pointerup', 2, 100));
    grid.dispatchEvent(touch('pointermove', 1, 0));
    expect(getGridSize()).toBe('medium');
  });
});
