import type { Brand, ThemeFamily } from '#contracts/brand';

/** Class of the app root: the brand's theme family, prefixed 'stripped.' in stripped mode. */
export function themeClass(family: ThemeFamily, stripped: boolean): string {
  return stripped ? `stripped.${family}` : family;
}

/** The brand's mark (favicon and logo file names): its name in lower case letters and digits, e.g. posterxxl. */
export function brandMark(brand: Pick<Brand, 'name'>): string {
  return brand.name.toLowerCase().replace(/[^a-z0-9]/g, '') || 'default';
}

export function faviconHref(brand: Pick<Brand, 'name'>): string {
  return `/favicons/${brandMark(brand)}.svg`;
}

export function logoHref(brand: Pick<Brand, 'name'>): string {
  return `/logos/${brandMark(brand)}.svg`;
}
