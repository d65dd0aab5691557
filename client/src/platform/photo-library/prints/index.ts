/** Ordering prints of selected photos: the hand-over to the prints editor (public entry). */

export {
  blurryForStandardPrint,
  largestSharpPrint,
  pixelSizeOf,
  STANDARD_PRINT,
} from '#platform/print-quality/print-quality';
export { MAX_PRINT_PHOTOS, transferToEditor } from './order-prints';
