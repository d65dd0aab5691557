import { DeliveryAddress } from '#contracts/orders';

/** The fields a customer types (the country stays the order's). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressDraft = Record<AddressField, string> & { countryCode: string };
export type FieldErrors = Partial<Record<AddressField, true>>;

const isField = (key: unknown): key is AddressField =>
  typeof key === 'string' && (ADDRESS_FIELDS as readonly string[]).includes(key);

/** The draft as the contract accepts it, or the fields it refuses (the same rules the service applies). */
export function validateAddress(draft: AddressDraft): { address: DeliveryAddress } | { errors: FieldErrors } {
  const parsed = DeliveryAddress.safeParse(draft);
  if (parsed.success) return { address: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isField(field)) errors[field] = true;
  }
  return { errors };
}

/** The spec's address-change states. */
export type AddressChangeStep =
  | 'NotStarted'
  | 'Editing'
  | 'RequestInProgress'
  | 'RequestSent'
  | 'SuccessfulUpdate'
  | 'RequestFailed';

/** Why a request failed: the order no longer allows it (409), the service refused a field (400), or anything else. */
export type AddressChangeFailure = 'conflict' | 'invalid' | 'failed';

export interface AddressChangeState {
  step: AddressChangeStep;
  /** What the customer typed: kept through a failed request. */
  draft: AddressDraft | null;
  errors: FieldErrors;
  failure: AddressChangeFailure | null;
}

export type AddressChangeAction =
  | { type: 'start'; address: DeliveryAddress }
  | { type: 'edit'; field: AddressField; value: string }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'updated' }
  | { type: 'failed'; failure: AddressChangeFailure }
  | { type: 'cancel' };

export const NOT_STARTED: AddressChangeState = { step: 'NotStarted', draft: null, errors: {}, failure: null };

const editable = (step: AddressChangeStep) => step === 'Editing' || step === 'RequestFailed';

/**
 * NotStarted → Editing → RequestInProgress → RequestSent → SuccessfulUpdate, or → RequestFailed (the draft kept,
 * to correct and send again). An action that does not fit the current step changes nothing.
 */
export function addressChangeReducer(
  state: AddressChangeState,
  action: AddressChangeAction,
): AddressChangeState {
  switch (action.type) {
    case 'start': {
      if (state.step !== 'NotStarted' && state.step !== 'SuccessfulUpdate') return state;
      const { firstName, lastName, street, houseNumber, postalCode, city, phone, countryCode } =
        action.address;
      const draft = { firstName, lastName, street, houseNumber, postalCode, city, phone, countryCode };
      return { step: 'Editing', draft, errors: {}, failure: null };
    }
    case 'edit': {
      if (!editable(state.step) || !state.draft) return state;
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, draft: { ...state.draft, [action.field]: action.value }, errors };
    }
    case 'invalid':
      return editable(state.step)
        ? { ...state, step: 'Editing', errors: action.errors, failure: null }
        : state;
    case 'send':
      return editable(state.step)
        ? { ...state, step: 'RequestInProgress', errors: {}, failure: null }
        : state;
    case 'sent':
      return state.step === 'RequestInProgress' ? { ...state, step: 'RequestSent' } : state;
    case 'updated':
      return state.step === 'RequestSent' ? { ...NOT_STARTED, step: 'SuccessfulUpdate' } : state;
    case 'failed':
      return state.step === 'RequestInProgress'
        ? { ...state, step: 'RequestFailed', failure: action.failure }
        : state;
    case 'cancel':
      return editable(state.step) ? NOT_STARTED : state;
  }
}
