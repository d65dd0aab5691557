import { readFileSync } from 'node:fs';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './compiled-messages';

describe('compileCatalogue', () => {
  it('parses each message into the form react-intl formats without its parser', () => {
    const compiled = compileCatalogue(
      { a: 'Orders', b: "{count, plural, one {# photo} other {# photos}} in '{'braces'}'" },
      'x.json',
    );
    expect(compiled.a).toEqual([{ type: 0, value: 'Orders' }]);
    expect(new IntlMessageFormat(compiled.b ?? [], 'en-GB').format({ count: 2 })).toBe(
      '2 photos in {braces}',
    );
  });

  it('fails the build on a message that does not parse or is not text, naming it', () => {
    expect(() => compileCatalogue({ good: 'x', bad: '{count, plural,' }, 'nl-NL.json')).toThrow(
      /nl-NL\.json: bad does not parse/,
    );
    expect(() => compileCatalogue({ n: 3 }, 'sv-SE.json')).toThrow('sv-SE.json: n is not a message');
  });

  it('compiles every catalogue of the project', () => {
    for (const locale of ['en-GB', 'de-DE', 'nb-NO']) {
      const source = JSON.parse(readFileSync(`client/public/locales/${locale}.json`, 'utf8'));
      expect(Object.keys(compileCatalogue(source, locale))).toEqual(Object.keys(source));
    }
  });
});
