import { describe, expect, it } from 'vitest';
import {
  blurryForStandardPrint,
  largestSharpPrint,
  pixelSizeOf,
  printsSharp,
  SHARP_DPI,
} from './print-quality';

describe('the largest sharp print', () => {
  it.each([
    [4032, 3024, { short: 30, long: 40 }],
    [3024, 4032, { short: 30, long: 40 }],
    [3600, 2400, { short: 20, long: 30 }],
    [3024, 3024, { short: 20, long: 30 }],
    [8064, 2016, { short: 20, long: 30 }],
    [1600, 1200, { short: 10, long: 15 }],
    [9000, 6000, { short: 60, long: 90 }],
  ])('of %i × %i pixels is %j cm', (width, height, size) => {
    expect(largestSharpPrint({ width, height })).toEqual(size);
  });

  it('is none for a 640 × 480 screenshot', () => {
    expect(largestSharpPrint({ width: 640, height: 480 })).toBeNull();
  });

  it('takes 10 × 15 cm at 240 dpi, and not a pixel less', () => {
    expect(SHARP_DPI).toBe(240);
    // 10 cm and 15 cm at 240 dpi: 944.9 and 1417.3 pixels.
    expect(printsSharp({ width: 1418, height: 945 }, { short: 10, long: 15 })).toBe(true);
    expect(printsSharp({ width: 1418, height: 944 }, { short: 10, long: 15 })).toBe(false);
    expect(printsSharp({ width: 1417, height: 945 }, { short: 10, long: 15 })).toBe(false);
  });
});

describe('photos that may look blurry as 10 × 15 cm prints', () => {
  it('are the small ones; a photo without its pixel size is not judged', () => {
    const photos = [
      { imageId: 'big', visibleWidth: 4032, visibleHeight: 3024 },
      { imageId: 'small', visibleWidth: 640, visibleHeight: 480 },
      { imageId: 'unknown' },
      { imageId: 'zero', visibleWidth: 0, visibleHeight: 0 },
    ];
    expect(blurryForStandardPrint(photos).map((p) => p.imageId)).toEqual(['small']);
    expect(pixelSizeOf(photos[2] ?? {})).toBeNull();
  });
});
