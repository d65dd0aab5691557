import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { BrandsFile } from '#contracts/brand';
import { extractCatalogue, extractFromSource, LOCALES_DIR } from './extract-messages';
import { findAllUntranslated, findUntranslated } from './untranslated-text';

type AstNode = {
  type: number;
  value?: unknown;
  children?: AstNode[];
  options?: Record<string, { value: AstNode[] }>;
};

/** Argument and tag names used by a message (literals and '#' carry no name). */
function argumentNames(nodes: AstNode[], names = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
    if (node.children) argumentNames(node.children, names);
    for (const option of Object.values(node.options ?? {})) argumentNames(option.value, names);
  }
  return names;
}

function readLocale(file: string): Record<string, string> {
  return JSON.parse(readFileSync(join(LOCALES_DIR, file), 'utf8')) as Record<string, string>;
}

const localeFiles = readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.json'));
const english = readLocale('en-GB.json');

describe('message catalogue', () => {
  it('en-GB.json holds exactly the ids and default messages of the code (npx tsx client/tools/extract-messages.ts --write)', () => {
    expect(english).toEqual(extractCatalogue());
  });

  it('finds messages of defineMessages and defineMessage', () => {
    const source = `
      const a = defineMessages({ one: { id: 'x.one', defaultMessage: 'One' } });
      const b = defineMessage<{ n: number }>({ id: 'x.two', defaultMessage: "{n} isn't two" });`;
    expect(extractFromSource('x.tsx', source).map((m) => [m.id, m.defaultMessage])).toEqual([
      ['x.one', 'One'],
      ['x.two', "{n} isn't two"],
    ]);
  });

  it('has no text written straight into JSX (every visible text is a message with a key)', () => {
    expect(findAllUntranslated()).toEqual([]);
  });

  it('finds JSX text and visible attribute literals, not code or messages', () => {
    const source = `
      const a = <p title="Hello">Some text {intl.formatMessage(m.x)}</p>;
      const b = <img alt={'A photo'} className="grid" aria-label={label} />;
      const c = <span aria-hidden="true">{' '}</span>;`;
    expect(findUntranslated('x.tsx', source).map((f) => f.text)).toEqual(['Hello', 'Some text', 'A photo']);
  });

  it('has an nl-NL translation of the shell', () => {
    expect(localeFiles).toContain('nl-NL.json');
    expect(readLocale('nl-NL.json')['shell.menu.orders']).toBe('Bestellingen');
  });

  // Every locale a brand uses (fixtures/data/brands.json) has a complete catalogue.
  const brandLocales = [
    ...new Set(
      BrandsFile.parse(JSON.parse(readFileSync('fixtures/data/brands.json', 'utf8'))).brands.map(
        (b) => b.locale,
      ),
    ),
  ].sort();

  it('knows the 13 brand locales', () => {
    expect(brandLocales).toHaveLength(13);
  });

  describe.each(brandLocales)('brand locale %s', (locale) => {
    it('has a catalogue with every key of en-GB', () => {
      expect(localeFiles, `client/public/locales/${locale}.json is missing`).toContain(`${locale}.json`);
      const messages = readLocale(`${locale}.json`);
      const missing = Object.keys(english).filter((id) => !(id in messages));
      expect(missing, `${locale} misses ${missing.length} keys`).toEqual([]);
    });

    // A translated catalogue, not an English copy: only names and words both languages share stay the same.
    it.skipIf(locale.startsWith('en-'))('is written in its own language, not copied from en-GB', () => {
      if (!localeFiles.includes(`${locale}.json`)) return;
      const messages = readLocale(`${locale}.json`);
      const same = Object.keys(english).filter(
        (id) => messages[id] === english[id] && /\p{L}{4}/u.test(english[id] ?? ''),
      );
      expect(
        same.length / Object.keys(english).length,
        `identical to en-GB: ${same.slice(0, 20).join(', ')}`,
      ).toBeLessThan(0.05);
    });
  });

  describe.each(localeFiles)('%s', (file) => {
    const messages = readLocale(file);
    const locale = file.replace(/\.json$/, '');

    it('has only valid ICU messages', () => {
      for (const [id, text] of Object.entries(messages)) {
        expect(() => new IntlMessageFormat(text, locale), id).not.toThrow();
      }
    });

    it('has only ids of the en-GB catalogue, with the same arguments and tags', () => {
      for (const [id, text] of Object.entries(messages)) {
        const source = english[id];
        expect(source, `${id} is not in en-GB.json`).toBeDefined();
        const ast = (t: string) => new IntlMessageFormat(t, locale).getAst() as unknown as AstNode[];
        expect(argumentNames(ast(text)), id).toEqual(argumentNames(ast(source ?? '')));
      }
    });
  });
});

describe('number agreement in the Scandinavian catalogues', () => {
  // "1 af 3 billeder": the verb's complement agrees with the one photo, as German's does.
  it.each([
    ['da-DK.json', '1 af 3 billeder kan blive uskarpt', '2 af 3 billeder kan blive uskarpe'],
    ['nb-NO.json', '1 av 3 bilder kan bli uskarpt', '2 av 3 bilder kan bli uskarpe'],
    ['sv-SE.json', '1 av 3 foton kan bli suddigt', '2 av 3 foton kan bli suddiga'],
  ])('%s: one of several blurry photos is singular', (file, one, two) => {
    const message = readLocale(file)['photos.orderPrints.blurry.title'] as string;
    const locale = file.replace('.json', '');
    expect(new IntlMessageFormat(message, locale).format({ count: 1, total: 3 })).toBe(one);
    expect(new IntlMessageFormat(message, locale).format({ count: 2, total: 3 })).toBe(two);
  });
});
