import { describe, expect, it } from 'vitest';
import { bottomInset, type OverlayBox } from './bottom-overlays';

const fixed = (top: number, bottom: number, extra: Partial<OverlayBox> = {}): OverlayBox => ({
  position: 'fixed',
  display: 'block',
  visibility: 'visible',
  top,
  bottom,
  height: bottom - top,
  ...extra,
});

describe('bottomInset', () => {
  it('is the height a fixed banner takes at the bottom of the viewport', () => {
    expect(bottomInset([fixed(500.4, 812)], 812)).toBe(312);
  });

  it('takes the tallest of several bottom overlays', () => {
    expect(bottomInset([fixed(740, 812), fixed(400, 812)], 812)).toBe(412);
  });

  it('ignores what is not fixed, not shown or does not reach the bottom edge', () => {
    const boxes = [
      fixed(300, 500),
      fixed(400, 812, { position: 'absolute' }),
      fixed(400, 812, { display: 'none' }),
      fixed(400, 812, { visibility: 'hidden' }),
      fixed(812, 812),
    ];
    expect(bottomInset(boxes, 812)).toBe(0);
  });

  it('is the whole viewport at most, for a box taller than it', () => {
    expect(bottomInset([fixed(-100, 900)], 812)).toBe(812);
  });
});
