import type { MessageFormatElement } from 'react-intl';

export const DEFAULT_LOCALE = 'en-GB';

/**
 * A catalogue: message id → ICU text (the sources, `npm run dev`) or, as the build serves it, the message already
 * parsed (decision 480); one kind or the other throughout.
 */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A parsed message as the build writes it: a list of elements, each an object (react-intl reads them). */
function isParsedMessage(value: unknown): value is MessageFormatElement[] {
  return Array.isArray(value) && value.every((element) => typeof element === 'object');
}

/**
 * The catalogue's contract, checked without zod (decision 526): start-up checks it before the app's first render,
 * and zod (25.5 KB) is then not awaited for it. An object whose messages are all ICU texts or all parsed messages;
 * anything else throws.
 */
export function parseCatalogue(value: unknown): Catalogue {
  if (!isRecord(value)) throw new TypeError('A catalogue is an object of messages');
  const messages = Object.values(value);
  if (messages.every((message) => typeof message === 'string')) return value as Record<string, string>;
  if (messages.every(isParsedMessage)) return value as Record<string, MessageFormatElement[]>;
  const wrong = Object.entries(value).find(
    ([, message]) => typeof message !== 'string' && !isParsedMessage(message),
  );
  throw new TypeError(
    wrong === undefined
      ? 'The catalogue mixes ICU texts and parsed messages'
      : `Catalogue message ${wrong[0]} is neither ICU text nor a parsed message`,
  );
}

/** GET /locales/<locale>.json, or null when it is missing (404), failing or broken (then said on the console). */
async function fetchCatalogue(locale: string, fetchImpl: typeof fetch): Promise<Catalogue | null> {
  try {
    const response = await fetchImpl(`/locales/${encodeURIComponent(locale)}.json`);
    if (!response.ok) {
      // Release the answer: an unread body keeps its connection busy.
      void response.body?.cancel();
      if (response.status !== 404) console.error(`Locale ${locale} answered ${response.status}`);
      return null;
    }
    const catalogue = parseCatalogue(await response.json());
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
