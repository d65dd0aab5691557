import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '#platform/files/file-size';
import { monthLabel } from '#platform/photo-library/timeline';

/**
 * Dates, numbers, plurals and month names of the 13 brand locales come from Intl with the brand's locale (react-intl
 * and the app's own formatters take it from config.brand.locale); none is hard-coded to English.
 */
const LOCALES: Record<string, { january: string; decimal: ',' | '.' }> = {
  'nl-NL': { january: 'januari 2024', decimal: ',' },
  'nl-BE': { january: 'januari 2024', decimal: ',' },
  'fr-BE': { january: 'janvier 2024', decimal: ',' },
  'fr-FR': { january: 'janvier 2024', decimal: ',' },
  'de-DE': { january: 'Januar 2024', decimal: ',' },
  // Austrian German has its own January.
  'de-AT': { january: 'Jänner 2024', decimal: ',' },
  'en-GB': { january: 'January 2024', decimal: '.' },
  'en-IE': { january: 'January 2024', decimal: '.' },
  'sv-SE': { january: 'januari 2024', decimal: ',' },
  'nb-NO': { january: 'januar 2024', decimal: ',' },
  'da-DK': { january: 'januar 2024', decimal: ',' },
  'it-IT': { january: 'gennaio 2024', decimal: ',' },
  'es-ES': { january: 'enero de 2024', decimal: ',' },
};

describe.each(Object.entries(LOCALES))('%s', (locale, expected) => {
  it('names the months in its language', () => {
    expect(monthLabel({ year: 2024, month: 1 }, locale)).toBe(expected.january);
  });

  it('writes numbers with its decimal separator', () => {
    expect(formatFileSize(1536, locale)).toBe(`1${expected.decimal}50 KB`);
  });

  it('writes dates in its own order and words', () => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2024, 2, 9),
    );
    expect(date).toContain('9');
    if (!locale.startsWith('en-')) expect(date).not.toContain('March');
  });

  it('follows its plural rules for one and many', () => {
    const message = new IntlMessageFormat('{count, plural, one {# photo} other {# photos}}', locale);
    expect(message.format({ count: 1 })).toBe('1 photo');
    expect(message.format({ count: 2 })).toBe('2 photos');
    // French counts 0 as one; the others count it as other.
    expect(message.format({ count: 0 })).toBe(locale.startsWith('fr-') ? '0 photo' : '0 photos');
  });
});
