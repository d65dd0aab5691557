/**
 * Print quality from a photo's pixels (decision 470): a print looks sharp when the photo gives it at least
 * SHARP_DPI pixels per inch on both sides, printed to fill the paper (the photo turned to the paper's
 * orientation, cropped to its shape). SHARP_DPI is the printers' 300 dpi less a 20 % tolerance, what a print
 * looks like at arm's length.
 */

/** What the print lab prints at. */
export const TARGET_DPI = 300;
/** How far below TARGET_DPI a print still looks sharp (a fraction). */
export const DPI_TOLERANCE = 0.2;
/** The fewest pixels per inch a sharp print gets: 240. */
export const SHARP_DPI = TARGET_DPI * (1 - DPI_TOLERANCE);

const CM_PER_INCH = 2.54;

/** A print size in centimetres, short side first. */
export interface PrintSize {
  short: number;
  long: number;
}

/** The sizes the shop prints, smallest first. */
export const PRINT_SIZES: readonly PrintSize[] = [
  { short: 10, long: 15 },
  { short: 13, long: 18 },
  { short: 15, long: 20 },
  { short: 20, long: 30 },
  { short: 30, long: 40 },
  { short: 30, long: 45 },
  { short: 40, long: 60 },
  { short: 50, long: 75 },
  { short: 60, long: 90 },
];

/** The size every print order starts at: the one 'may look blurry' warns about. */
export const STANDARD_PRINT: PrintSize = { short: 10, long: 15 };

/** The pixel size of a photo (the service's visibleWidth × visibleHeight). */
export interface PixelSize {
  width: number;
  height: number;
}

/** The photo's pixels, when the service gave both sides (a photo without them cannot be judged). */
export function pixelSizeOf(photo: { visibleWidth?: number; visibleHeight?: number }): PixelSize | null {
  const { visibleWidth: width, visibleHeight: height } = photo;
  if (!width || !height) return null;
  return { width, height };
}

/** Whether `pixels` print `size` sharply: at least SHARP_DPI along both sides, each turned to match. */
export function printsSharp(pixels: PixelSize, size: PrintSize): boolean {
  const short = Math.min(pixels.width, pixels.height);
  const long = Math.max(pixels.width, pixels.height);
  const dpi = Math.min(short / (size.short / CM_PER_INCH), long / (size.long / CM_PER_INCH));
  return dpi >= SHARP_DPI;
}

/** The largest shop size the photo prints sharply, or null when not even the smallest (10 × 15 cm). */
export function largestSharpPrint(pixels: PixelSize): PrintSize | null {
  let best: PrintSize | null = null;
  for (const size of PRINT_SIZES) if (printsSharp(pixels, size)) best = size;
  return best;
}

/** The photos that may look blurry as a 10 × 15 cm print; photos without a pixel size are not judged. */
export function blurryForStandardPrint<T extends { visibleWidth?: number; visibleHeight?: number }>(
  photos: readonly T[],
): T[] {
  return photos.filter((photo) => {
    const pixels = pixelSizeOf(photo);
    return pixels !== null && !printsSharp(pixels, STANDARD_PRINT);
  });
}
