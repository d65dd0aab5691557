export type Breakpoint = 'small' | 'medium' | 'large' | 'extraLarge';

/** Under 575 small, under 1024 medium, under 1280 large, otherwise extra large. */
export function breakpointOf(width: number): Breakpoint {
  if (width < 575) return 'small';
  if (width < 1024) return 'medium';
  if (width < 1280) return 'large';
  return 'extraLarge';
}
