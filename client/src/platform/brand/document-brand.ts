/**
 * The brand the gateway served this page for, read from index.html (`<html lang>` and
 * `<meta name="application-name">`): what the pages shown before the config has loaded (storage blocked,
 * config failure) know of the brand. Null where the page does not say (a page not served by the gateway).
 */
export function documentBrand(doc: Document = document): { name: string | null; locale: string | null } {
  const name = doc.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim() || null;
  const lang = doc.documentElement.lang;
  return { name, locale: /^[a-z]{2}-[A-Z]{2}$/.test(lang) ? lang : null };
}
