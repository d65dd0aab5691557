import type { ThemeFamily } from '#contracts/brand';

/** Class of the app root: the brand's theme family, prefixed 'stripped.' in stripped mode. */
export function themeClass(family: ThemeFamily, stripped: boolean): string {
  return stripped ? `stripped.${family}` : family;
}

export function faviconHref(family: ThemeFamily): string {
  return `/favicons/${family}.svg`;
}
