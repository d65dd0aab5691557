import { describe, expect, it } from 'vitest';
import { bottomInset, endInset, type OverlayBox, sideInset } from './bottom-overlays';

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

describe('endInset', () => {
  it('counts a launcher floating in the corner, which bottomInset leaves out', () => {
    // The chat launcher: 56 px tall, 16 px above the bottom edge of an 800 px viewport.
    const launcher = fixed(728, 784);
    expect(bottomInset([launcher], 800)).toBe(0);
    expect(endInset([launcher], 800)).toBe(72);
  });

  it('takes the highest of the launcher and a banner on the edge', () => {
    expect(endInset([fixed(728, 784), fixed(500.5, 800)], 800)).toBe(300);
  });

  it('ignores a tab half-way up the side, what is hidden and what is not fixed', () => {
    const boxes = [
      fixed(350, 450),
      fixed(728, 784, { display: 'none' }),
      fixed(728, 784, { visibility: 'hidden' }),
      fixed(728, 784, { position: 'absolute' }),
      fixed(784, 784),
    ];
    expect(endInset(boxes, 800)).toBe(0);
  });
});

describe('sideInset', () => {
  const viewport = { width: 375, height: 740 };
  const at = (left: number, right: number, top = 300, bottom = 400) => fixed(top, bottom, { left, right });

  it("is the width of a tab fixed half-way up the right edge (the feedback survey's)", () => {
    expect(sideInset([at(341.6, 375)], viewport)).toBe(34);
  });

  it('leaves out a launcher or banner at the bottom, a panel too wide to be a tab, and what is not at the edge', () => {
    expect(sideInset([at(300, 375, 660, 724)], viewport)).toBe(0);
    expect(sideInset([at(0, 375, 600, 740)], viewport)).toBe(0);
    expect(sideInset([at(200, 375)], viewport)).toBe(0);
    expect(sideInset([at(300, 340)], viewport)).toBe(0);
    expect(sideInset([{ ...at(341, 375), display: 'none' }], viewport)).toBe(0);
  });
});
