import { type Address, type AddressCountry, AddressInput, isAddressCountry } from '#contracts/address';
import { ApiError } from '#platform/api/api-errors';

export const DRAFT_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'phone',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number] | 'countryCode';
export type AddressDraft = Record<(typeof DRAFT_FIELDS)[number], string> & {
  countryCode: AddressCountry;
  isDefault: boolean;
};
export type DraftErrors = Partial<Record<DraftField, true>>;

const isDraftField = (key: unknown): key is DraftField =>
  key === 'countryCode' || (typeof key === 'string' && (DRAFT_FIELDS as readonly string[]).includes(key));

export function emptyDraft(country: string): AddressDraft {
  return {
    firstName: '',
    lastName: '',
    company: '',
    street: '',
    houseNumber: '',
    postalCode: '',
    city: '',
    phone: '',
    countryCode: isAddressCountry(country) ? country : 'NL',
    isDefault: false,
  };
}

export function draftOf(address: Address): AddressDraft {
  const { id: _id, countryCode, ...rest } = address;
  return { ...rest, countryCode: isAddressCountry(countryCode) ? countryCode : 'NL' };
}

/** The draft checked with the contract's rules (the ones the service applies): the body to send, or the refused fields. */
export function checkDraft(draft: AddressDraft): { body: AddressInput } | { errors: DraftErrors } {
  const parsed = AddressInput.safeParse(draft);
  if (parsed.success) return { body: draft };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isDraftField(field)) errors[field] = true;
  }
  return { errors };
}

/** The fields a 400 of the service named (a request that got past the client's checks). */
export function serverErrorsOf(error: unknown): DraftErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: DraftErrors = {};
  for (const key of Object.keys(error.fields)) if (isDraftField(key)) errors[key] = true;
  return Object.keys(errors).length > 0 ? errors : null;
}
