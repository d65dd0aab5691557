import { describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

function fakeIntl(supportedLocalesOf: (locale: string) => string[] = (locale) => [locale]) {
  return {
    NumberFormat: { supportedLocalesOf: vi.fn(supportedLocalesOf) } as unknown as typeof Intl.NumberFormat,
  };
}

describe('warmUpIntl', () => {
  it("starts Intl with the page's locale", () => {
    const intl = fakeIntl();
    expect(warmUpIntl('fr-FR', intl)).toBe(true);
    expect(intl.NumberFormat.supportedLocalesOf).toHaveBeenCalledWith('fr-FR');
  });

  it('never throws into the page for a malformed locale', () => {
    const intl = fakeIntl(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(warmUpIntl('not a locale', intl)).toBe(false);
  });
});
