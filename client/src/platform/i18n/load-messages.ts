import type { MessageFormatElement } from 'react-intl';
import { z } from 'zod';
import { lazySchema } from '#contracts/lazy-schema';
import { loadZod } from '#platform/zod/zod-on-demand';

export const DEFAULT_LOCALE = 'en-GB';

// Built on first use (decision 270): this module is in the entry, whose evaluation blocks the first render.
// A message is ICU text (the sources, `npm run dev`) or, as the build serves it, already parsed (decision 480).
const Catalogue = lazySchema(() =>
  z.union([
    z.record(z.string(), z.string()),
    z.record(z.string(), z.array(z.custom<MessageFormatElement>((value) => typeof value === 'object'))),
  ]),
);
export type Catalogue = z.infer<typeof Catalogue>;

/** GET /locales/<locale>.json, or null when it is missing (404), failing or broken (then said on the console). */
async function fetchCatalogue(locale: string, fetchImpl: typeof fetch): Promise<Catalogue | null> {
  try {
    const [response] = await Promise.all([
      fetchImpl(`/locales/${encodeURIComponent(locale)}.json`),
      loadZod(),
    ]);
    if (!response.ok) {
      // Release the answer: an unread body keeps its connection busy.
      void response.body?.cancel();
      if (response.status !== 404) console.error(`Locale ${locale} answered ${response.status}`);
      return null;
    }
    const catalogue = Catalogue.parse(await response.json());
    return Object.keys(catalogue).length > 0 ? catalogue : null;
  } catch (error) {
    console.error(`Locale ${locale} could not be loaded`, error);
    return null;
  }
}

/**
 * The locale's catalogue. Without one (missing, empty, failing or broken) the en-GB catalogue stands in: the
 * build's pages have no message parser, so the code's en-GB default texts cannot be formatted from their source
 * (decision 480). Without either, an empty catalogue: each message then shows its default text as written.
 */
export async function loadMessages(locale: string, fetchImpl: typeof fetch = fetch): Promise<Catalogue> {
  const own = await fetchCatalogue(locale, fetchImpl);
  if (own !== null || locale === DEFAULT_LOCALE) return own ?? {};
  return (await fetchCatalogue(DEFAULT_LOCALE, fetchImpl)) ?? {};
}
