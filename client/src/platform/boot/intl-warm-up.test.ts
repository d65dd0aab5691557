import { describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

function fakeIntl(supportedLocalesOf: (locale: string) => string[] = (locale) => [locale]) {
  return {
    NumberFormat: { supportedLocalesOf: vi.fn(supportedLocalesOf) } as unknown as typeof Intl.NumberFormat,
  };
}

describe('warmUpIntl', () => {
  it("starts Intl with the page's locale while the consent step still waits for the vendor", () => {
    const intl = fakeIntl();
    expect(warmUpIntl({}, 'fr-FR', intl)).toBe(true);
    expect(intl.NumberFormat.supportedLocalesOf).toHaveBeenCalledWith('fr-FR');
  });

  it('leaves Intl alone once the consent step has run in this task (its banner would paint later)', () => {
    for (const code of ['10', null]) {
      const intl = fakeIntl();
      expect(warmUpIntl({ accountConsentCode: code }, 'en-GB', intl)).toBe(false);
      expect(intl.NumberFormat.supportedLocalesOf).not.toHaveBeenCalled();
    }
  });

  it('never throws into the page for a malformed locale', () => {
    const intl = fakeIntl(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(warmUpIntl({}, 'not a locale', intl)).toBe(false);
  });
});
