import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BrandsFile } from '#contracts/brand';

const file = BrandsFile.parse(JSON.parse(readFileSync('fixtures/data/brands.json', 'utf8')));

describe('brand data', () => {
  it('has 17 brands with the Dutch one as default', () => {
    expect(file.brands).toHaveLength(17);
    const dflt = file.brands.find((b) => b.id === file.defaultBrand);
    expect(dflt?.country).toBe('NL');
  });

  it('gives the German poster brand de-AT and the Swedish brand an alternate auth channel', () => {
    const poster = file.brands.find((b) => b.id === 'posterxxl-de');
    expect(poster?.locale).toBe('de-AT');
    const se = file.brands.find((b) => b.country === 'SE');
    expect(se?.channel).not.toBe(se?.hosts[0]);
  });

  it('rejects a redirect to a brand that does not exist', () => {
    const bad = { ...file, redirects: [{ from: 'old.example', to: 'nope' }] };
    expect(BrandsFile.safeParse(bad).success).toBe(false);
  });
});
