import { describe, expect, it } from 'vitest';
import brandsJson from '../fixtures/data/brands.json' with { type: 'json' };
import {
  ADDRESS_COUNTRIES,
  ADDRESS_ERRORS,
  AddressInput,
  COUNTRY_RULES,
  isValidHouseNumber,
  isValidPhone,
  isValidPostalCode,
  isValidStreet,
  normalisePostalCode,
} from './address';
import { BrandsFile } from './brand';

describe('the countries of the brands', () => {
  it('covers every brand country', () => {
    const countries = new Set(BrandsFile.parse(brandsJson).brands.map((b) => b.country));
    for (const country of countries) expect(ADDRESS_COUNTRIES).toContain(country);
  });

  it.each(ADDRESS_COUNTRIES)('%s accepts its own examples', (country) => {
    const rules = COUNTRY_RULES[country];
    expect(isValidPostalCode(rules.postalExample, country)).toBe(true);
    expect(isValidPhone(rules.phoneExample, country)).toBe(true);
    expect(isValidPhone(`+${rules.callingCode} ${rules.phoneExample.replace(/^0/, '')}`, country)).toBe(true);
  });
});

describe('postal codes per country', () => {
  it.each([
    ['NL', '1015 CS', true],
    ['NL', '1015cs', true],
    ['NL', '0123 AB', false],
    ['NL', '1015 SS', false],
    ['NL', '10153', false],
    ['BE', '1000', true],
    ['BE', '0999', false],
    ['FR', '75001', true],
    ['FR', '99000', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['AT', '1010', true],
    ['AT', '10101', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'ec1a1bb', true],
    ['GB', 'NW1 6XE', true],
    ['GB', '1015 CS', false],
    ['IE', 'D02 X285', true],
    ['IE', 'A65F4E2', true],
    ['IE', 'D02 X28', false],
    ['SE', '114 55', true],
    ['SE', '11455', true],
    ['SE', '1145', false],
    ['NO', '0150', true],
    ['NO', '015', false],
    ['DK', '1050', true],
    ['DK', '0500', false],
    ['IT', '00184', true],
    ['IT', '0018', false],
    ['ES', '28013', true],
    ['ES', '53000', false],
  ] as const)('%s %s → %s', (country, code, valid) => {
    expect(isValidPostalCode(code, country)).toBe(valid);
  });

  it('writes them as the country does', () => {
    expect(normalisePostalCode('1015cs', 'NL')).toBe('1015 CS');
    expect(normalisePostalCode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(normalisePostalCode('d02x285', 'IE')).toBe('D02 X285');
    expect(normalisePostalCode('11455', 'SE')).toBe('114 55');
    expect(normalisePostalCode(' 75001 ', 'FR')).toBe('75001');
  });
});

describe('phone numbers per country', () => {
  it.each([
    ['NL', '06 12345678', true],
    ['NL', '+31 6 12345678', true],
    ['NL', '0031 6 1234 5678', true],
    ['NL', '6 12345678', false],
    ['NL', '06 1234567', false],
    ['BE', '0470 12 34 56', true],
    ['FR', '01 23 45 67 89', true],
    ['FR', '1 23 45 67 89', false],
    ['DE', '030 1234567', true],
    ['GB', '07700 900123', true],
    ['GB', '+44 (0)20 7946 0018', true],
    ['GB', '7700 900123', false],
    ['IE', '087 123 4567', true],
    ['SE', '070-123 45 67', true],
    ['NO', '412 34 567', true],
    ['NO', '0412 34 567', false],
    ['DK', '20 12 34 56', true],
    ['DK', '2012345', false],
    ['IT', '06 6988 1234', true],
    ['IT', '312 345 6789', true],
    ['ES', '612 34 56 78', true],
    ['ES', '512 34 56 78', false],
    // An international number of another of our countries follows that country's rule.
    ['NL', '+49 30 1234567', true],
    ['NL', '+47 0412 34 567', false],
    ['NL', 'call me', false],
    ['NL', '06-1234<5678', false],
  ] as const)('%s %s → %s', (country, phone, valid) => {
    expect(isValidPhone(phone, country)).toBe(valid);
  });
});

describe('street and house number', () => {
  it.each(['12', '12a', '12-14', '12 bis', '12/3', '221B'])('house number %s is valid', (n) => {
    expect(isValidHouseNumber(n)).toBe(true);
  });
  it.each(['', 'abc', '12 abcdef', '<1>'])('house number %s is not', (n) => {
    expect(isValidHouseNumber(n)).toBe(false);
  });
  it('a street has a letter and no markup', () => {
    expect(isValidStreet('Rue de Rivoli')).toBe(true);
    expect(isValidStreet('Østerbrogade')).toBe(true);
    expect(isValidStreet('123')).toBe(false);
    expect(isValidStreet('<script>')).toBe(false);
    expect(isValidStreet('   ')).toBe(false);
  });
});

describe('the address body', () => {
  const address = {
    firstName: 'Anna',
    lastName: 'Schmidt',
    street: 'Unter den Linden',
    houseNumber: '77',
    postalCode: '10117',
    city: 'Berlin',
    countryCode: 'DE',
    phone: '030 1234567',
  };

  it('parses a valid address with defaults', () => {
    expect(AddressInput.parse(address)).toMatchObject({ company: '', isDefault: false, postalCode: '10117' });
  });

  it("names each refused field with the spec's message", () => {
    const result = AddressInput.safeParse({
      ...address,
      street: '1',
      houseNumber: 'x',
      postalCode: '1011',
      phone: '1',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toEqual({
      street: ADDRESS_ERRORS.street,
      houseNumber: ADDRESS_ERRORS.houseNumber,
      postalCode: ADDRESS_ERRORS.postalCode,
      phone: ADDRESS_ERRORS.phone,
    });
  });

  it('refuses a country no brand sells in', () => {
    expect(AddressInput.safeParse({ ...address, countryCode: 'US' }).success).toBe(false);
  });
});
