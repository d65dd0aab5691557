import { describe, expect, it } from 'vitest';
import { PINCH_RATIO, pinchStep, WHEEL_STEP_PX, wheelStep } from './use-grid-zoom';

describe('zoom gestures over the grid', () => {
  it('take one wheel notch (or a trackpad pinch added up) with Ctrl/⌘ as one step, up for bigger thumbnails', () => {
    expect(wheelStep(-100)).toBe(1);
    expect(wheelStep(100)).toBe(-1);
    expect(wheelStep(WHEEL_STEP_PX - 1)).toBe(0);
    expect(wheelStep(-(WHEEL_STEP_PX - 1))).toBe(0);
  });

  it('take a pinch past the threshold as a step, spreading for bigger thumbnails', () => {
    expect(pinchStep(100, 100 * PINCH_RATIO)).toBe(1);
    expect(pinchStep(100, 100 / PINCH_RATIO)).toBe(-1);
    expect(pinchStep(100, 120)).toBe(0);
    expect(pinchStep(100, 85)).toBe(0);
    expect(pinchStep(0, 50)).toBe(0);
  });
});
