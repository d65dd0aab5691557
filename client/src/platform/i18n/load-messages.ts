import { z } from 'zod';
import { lazySchema } from '#contracts/lazy-schema';

export const DEFAULT_LOCALE = 'en-GB';

// Built on first use (decision 270): this module is in the entry, whose evaluation blocks the first render.
const Catalogue = lazySchema(() => z.record(z.string(), z.string()));
export type Catalogue = z.infer<typeof Catalogue>;

/**
 * GET /locales/<locale>.json. A missing catalogue (404) or a broken one gives an empty catalogue: every message
 * then falls back to its en-GB defaultMessage.
 */
export async function loadMessages(locale: string, fetchImpl: typeof fetch = fetch): Promise<Catalogue> {
  try {
    const response = await fetchImpl(`/locales/${encodeURIComponent(locale)}.json`);
    if (!response.ok) {
      // Release the answer: an unread body keeps its connection busy.
      void response.body?.cancel();
      if (response.status !== 404) console.error(`Locale ${locale} answered ${response.status}`);
      return {};
    }
    return Catalogue.parse(await response.json());
  } catch (error) {
    console.error(`Locale ${locale} could not be loaded`, error);
    return {};
  }
}
