import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';

/**
 * Addresses of the 17 brands' countries, checked by the same rules in the browser (before a save) and in the
 * emulated customers service (a request sent past the client answers 400 with the fields named).
 */

/** The countries the brands sell in (fixtures/data/brands.json). */
export const ADDRESS_COUNTRIES = [
  'NL',
  'BE',
  'FR',
  'DE',
  'AT',
  'GB',
  'IE',
  'SE',
  'NO',
  'DK',
  'IT',
  'ES',
] as const;
export const AddressCountry = lazySchema(() => z.enum(ADDRESS_COUNTRIES));
export type AddressCountry = z.infer<typeof AddressCountry>;

export function isAddressCountry(value: string): value is AddressCountry {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(value);
}

/** The spec's address messages, by field: what a 400 names in `fields` and what the forms show. */
export const ADDRESS_ERRORS = {
  phone: 'Phone number must be valid',
  postalCode: 'Postal Code must be valid',
  houseNumber: 'Street number must be valid',
  street: 'Street name must be valid',
} as const;

interface CountryRules {
  /** The postal code as written in the country (letters in either case, the usual space optional). */
  postalCode: RegExp;
  /** A typical postal code, shown as the field's example. */
  postalExample: string;
  /** International dialling code. */
  callingCode: string;
  /** The national significant number (what follows the calling code, without a trunk 0). */
  nsn: RegExp;
  /** Whether numbers are dialled at home with a leading 0 that the international form drops. */
  trunkZero: boolean;
  /** A typical phone number, shown as the field's example. */
  phoneExample: string;
  /** Whether the house number is written before the street (France, the UK, Ireland). */
  numberFirst: boolean;
}

export const COUNTRY_RULES: Readonly<Record<AddressCountry, CountryRules>> = {
  NL: {
    postalCode: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
    postalExample: '1011 AB',
    callingCode: '31',
    nsn: /^[1-9]\d{8}$/,
    trunkZero: true,
    phoneExample: '06 12345678',
    numberFirst: false,
  },
  BE: {
    postalCode: /^[1-9]\d{3}$/,
    postalExample: '1000',
    callingCode: '32',
    nsn: /^[1-9]\d{7,8}$/,
    trunkZero: true,
    phoneExample: '0470 12 34 56',
    numberFirst: false,
  },
  FR: {
    postalCode: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
    postalExample: '75001',
    callingCode: '33',
    nsn: /^[1-9]\d{8}$/,
    trunkZero: true,
    phoneExample: '06 12 34 56 78',
    numberFirst: true,
  },
  DE: {
    postalCode: /^(?!00)\d{5}$/,
    postalExample: '10115',
    callingCode: '49',
    nsn: /^[1-9]\d{5,12}$/,
    trunkZero: true,
    phoneExample: '030 1234567',
    numberFirst: false,
  },
  AT: {
    postalCode: /^[1-9]\d{3}$/,
    postalExample: '1010',
    callingCode: '43',
    nsn: /^[1-9]\d{3,12}$/,
    trunkZero: true,
    phoneExample: '0664 1234567',
    numberFirst: false,
  },
  GB: {
    postalCode: /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}|GIR ?0AA)$/i,
    postalExample: 'SW1A 1AA',
    callingCode: '44',
    nsn: /^[1-9]\d{8,9}$/,
    trunkZero: true,
    phoneExample: '07700 900123',
    numberFirst: true,
  },
  IE: {
    // Eircode: a routing key (A65, D6W) and a unique identifier of four characters.
    postalCode: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
    postalExample: 'D02 X285',
    callingCode: '353',
    nsn: /^[1-9]\d{6,8}$/,
    trunkZero: true,
    phoneExample: '087 123 4567',
    numberFirst: true,
  },
  SE: {
    postalCode: /^[1-9]\d{2} ?\d{2}$/,
    postalExample: '114 55',
    callingCode: '46',
    nsn: /^[1-9]\d{6,9}$/,
    trunkZero: true,
    phoneExample: '070 123 45 67',
    numberFirst: false,
  },
  NO: {
    postalCode: /^\d{4}$/,
    postalExample: '0150',
    callingCode: '47',
    nsn: /^[2-9]\d{7}$/,
    trunkZero: false,
    phoneExample: '412 34 567',
    numberFirst: false,
  },
  DK: {
    postalCode: /^[1-9]\d{3}$/,
    postalExample: '1050',
    callingCode: '45',
    nsn: /^[2-9]\d{7}$/,
    trunkZero: false,
    phoneExample: '20 12 34 56',
    numberFirst: false,
  },
  IT: {
    postalCode: /^\d{5}$/,
    postalExample: '00184',
    callingCode: '39',
    // Landlines keep their 0 in the international form; mobiles start with 3.
    nsn: /^(?:0\d{5,10}|3\d{8,9})$/,
    trunkZero: false,
    phoneExample: '312 345 6789',
    numberFirst: false,
  },
  ES: {
    postalCode: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
    postalExample: '28013',
    callingCode: '34',
    nsn: /^[6-9]\d{8}$/,
    trunkZero: false,
    phoneExample: '612 34 56 78',
    numberFirst: false,
  },
};

const BY_CALLING_CODE = new Map(
  ADDRESS_COUNTRIES.map((country) => [COUNTRY_RULES[country].callingCode, country] as const),
);

/** No angle brackets (nothing that could read as markup), at least one letter. */
const NAME_LIKE = /^(?=.*\p{L})[^<>]*$/u;

export const isValidStreet = (value: string) =>
  value.trim().length > 0 && value.trim().length <= 100 && NAME_LIKE.test(value.trim());

/** 12, 12a, 12-14, 12 bis, 12/3 (Italy, Spain), with at most four characters after the number. */
export const isValidHouseNumber = (value: string) =>
  /^\d{1,5}(?:\s?[-/]?\s?[A-Za-z0-9]{1,4})?$/.test(value.trim());

/**
 * The postal code of a country of ours; another country's code is checked loosely (the orders of other
 * countries' deliveries have no rule of ours).
 */
export function isValidPostalCode(value: string, countryCode: string): boolean {
  const country = countryCode.toUpperCase();
  const rule = isAddressCountry(country)
    ? COUNTRY_RULES[country].postalCode
    : /^[A-Z\d][A-Z\d -]{1,8}[A-Z\d]$/i;
  return rule.test(value.trim());
}

/** The postal code as the country writes it: upper case, with the usual space (1011 AB, SW1A 1AA, 114 55). */
export function normalisePostalCode(value: string, countryCode: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  switch (countryCode) {
    case 'NL':
      return compact.replace(/^(\d{4})([A-Z]{2})$/, '$1 $2');
    case 'GB':
      return compact.replace(/^(.+)(\d[A-Z]{2})$/, '$1 $2');
    case 'IE':
      return compact.replace(/^(.{3})(.{4})$/, '$1 $2');
    case 'SE':
      return compact.replace(/^(\d{3})(\d{2})$/, '$1 $2');
    default:
      return value.trim().toUpperCase();
  }
}

/** Any phone number: 6 to 15 digits with the usual separators (orders of other countries). */
function isPlausiblePhone(value: string): boolean {
  return /^\+?[\d ()./-]{6,24}$/.test(value.trim()) && /^\d{6,15}$/.test(value.replace(/\D/g, ''));
}

/**
 * A phone number of the address's country, written nationally (06 12345678) or internationally
 * (+31 6 12345678, 0031 6 12345678); an international number of another of our countries follows that
 * country's rule, any other calling code the general E.164 length. Without a country: any plausible number.
 */
export function isValidPhone(value: string, countryCode?: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()./-]+$/.test(trimmed)) return false;
  const country = countryCode?.toUpperCase();
  if (country === undefined || !isAddressCountry(country)) return isPlausiblePhone(trimmed);
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    for (const length of [3, 2]) {
      const other = BY_CALLING_CODE.get(international.slice(0, length));
      if (!other) continue;
      const rules = COUNTRY_RULES[other];
      // +44 (0)20 …: the trunk 0 some write in brackets is not part of the number.
      const nsn = international.slice(length);
      return rules.nsn.test(rules.trunkZero ? nsn.replace(/^0(?=\d)/, '') : nsn);
    }
    return /^[1-9]\d{7,14}$/.test(international);
  }
  const rules = COUNTRY_RULES[country];
  if (rules.trunkZero) return digits.startsWith('0') && rules.nsn.test(digits.slice(1));
  return rules.nsn.test(digits);
}

const text = (max: number) => z.string().trim().min(1).max(max).regex(NAME_LIKE, 'must be a name');

/** What a customer types for an address (POST and PUT bodies). */
export const AddressInput = lazySchema(() =>
  z
    .object({
      firstName: text(60),
      lastName: text(60),
      /** Business customers' company; empty for consumers. */
      company: z
        .string()
        .trim()
        .max(100)
        .regex(/^[^<>]*$/, 'must not contain < or >')
        .default(''),
      street: z.string().trim().refine(isValidStreet, ADDRESS_ERRORS.street),
      houseNumber: z.string().trim().refine(isValidHouseNumber, ADDRESS_ERRORS.houseNumber),
      postalCode: z.string().trim().min(1, ADDRESS_ERRORS.postalCode).max(12, ADDRESS_ERRORS.postalCode),
      city: text(60),
      countryCode: AddressCountry,
      phone: z.string().trim().min(1, ADDRESS_ERRORS.phone).max(24, ADDRESS_ERRORS.phone),
      /** The address orders are sent to unless the customer picks another. */
      isDefault: z.boolean().default(false),
    })
    .superRefine((address, ctx) => {
      if (!isValidPostalCode(address.postalCode, address.countryCode)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_ERRORS.postalCode });
      }
      if (!isValidPhone(address.phone, address.countryCode)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: ADDRESS_ERRORS.phone });
      }
    })
    .transform((address) => ({
      ...address,
      postalCode: normalisePostalCode(address.postalCode, address.countryCode),
    })),
);
export type AddressInput = z.input<typeof AddressInput>;

/** A saved address of the signed-in customer. */
export const Address = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    firstName: z.string(),
    lastName: z.string(),
    company: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    postalCode: z.string(),
    city: z.string(),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    phone: z.string(),
    isDefault: z.boolean(),
  }),
);
export type Address = z.infer<typeof Address>;

/** A customer keeps at most this many addresses (409 on one more). */
export const MAX_ADDRESSES = 20;

const AddressId = lazySchema(() => z.object({ id: z.string().min(1).max(64) }));

export const listAddresses = defineEndpoint({
  name: 'customers.listAddresses',
  service: 'customers',
  method: 'GET',
  path: '/customers/me/addresses',
  summary: "The signed-in customer's addresses, the default one first.",
  responses: { 200: lazySchema(() => z.array(Address)), 401: UpstreamError, 404: UpstreamError },
});

export const createAddress = defineEndpoint({
  name: 'customers.createAddress',
  service: 'customers',
  method: 'POST',
  path: '/customers/me/addresses',
  summary:
    "Adds an address (the country's postal-code and phone rules; 400 names the fields). The first address, " +
    `or one marked isDefault, becomes the default. 409 past ${MAX_ADDRESSES} addresses.`,
  body: AddressInput,
  responses: { 201: Address, 400: UpstreamError, 401: UpstreamError, 409: UpstreamError },
});

export const updateAddress = defineEndpoint({
  name: 'customers.updateAddress',
  service: 'customers',
  method: 'PUT',
  path: '/customers/me/addresses/:id',
  summary: "Changes one of the customer's addresses (404 for an unknown id and for another customer's).",
  params: AddressId,
  body: AddressInput,
  responses: { 200: Address, 400: UpstreamError, 401: UpstreamError, 404: UpstreamError },
});

export const deleteAddress = defineEndpoint({
  name: 'customers.deleteAddress',
  service: 'customers',
  method: 'DELETE',
  path: '/customers/me/addresses/:id',
  summary:
    "Deletes one of the customer's addresses (404 for an unknown id and for another customer's); when it was " +
    'the default, the oldest remaining address becomes the default.',
  params: AddressId,
  responses: { 204: lazySchema(() => z.undefined()), 401: UpstreamError, 404: UpstreamError },
});
