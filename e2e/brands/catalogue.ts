import { existsSync, readFileSync } from 'node:fs';
import { BrandsFile } from '#contracts/brand';

export const BRANDS = BrandsFile.parse(JSON.parse(readFileSync('fixtures/data/brands.json', 'utf8'))).brands;

const english = JSON.parse(readFileSync('client/public/locales/en-GB.json', 'utf8')) as Record<
  string,
  string
>;

/**
 * A message as a brand's locale shows it: its catalogue's text (client/public/locales/<locale>.json). A locale
 * whose catalogue is not written yet shows en-GB (the journey then fails on purpose for a non-English locale).
 */
export function messageOf(locale: string, id: string): string {
  const file = `client/public/locales/${locale}.json`;
  const catalogue = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const text = catalogue[id] ?? english[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text;
}

export function englishOf(id: string): string {
  return english[id] ?? '';
}
