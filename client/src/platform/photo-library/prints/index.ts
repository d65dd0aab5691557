/** Ordering prints of selected photos: the hand-over to the prints editor (public entry). */
export { MAX_PRINT_PHOTOS, transferToEditor } from './order-prints';
export {
  blurryForStandardPrint,
  largestSharpPrint,
  pixelSizeOf,
  STANDARD_PRINT,
} from './print-quality';
