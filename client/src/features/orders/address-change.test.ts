import { describe, expect, it } from 'vitest';
import type { DeliveryAddress } from '#contracts/orders';
import {
  type AddressChangeAction,
  type AddressChangeState,
  addressChangeReducer,
  NOT_STARTED,
  validateAddress,
} from './address-change';

const address: DeliveryAddress = {
  firstName: 'Charlotte',
  lastName: 'Jansen',
  street: 'Baker Street',
  houseNumber: '221',
  postalCode: 'NW1 6XE',
  city: 'London',
  countryCode: 'GB',
  phone: '+44 20 7946 0958',
};

const run = (...actions: AddressChangeAction[]): AddressChangeState =>
  actions.reduce(addressChangeReducer, NOT_STARTED);

describe('the address change', () => {
  it('goes NotStarted → Editing → RequestInProgress → RequestSent → SuccessfulUpdate', () => {
    const steps = [
      { type: 'start', address },
      { type: 'edit', field: 'street', value: 'Abbey Road' },
      { type: 'send' },
      { type: 'sent' },
      { type: 'updated' },
    ] as const satisfies readonly AddressChangeAction[];
    const seen: AddressChangeState[] = [];
    for (const action of steps) seen.push(addressChangeReducer(seen.at(-1) ?? NOT_STARTED, action));
    expect(seen.map((s) => s.step)).toEqual([
      'Editing',
      'Editing',
      'RequestInProgress',
      'RequestSent',
      'SuccessfulUpdate',
    ]);
    expect(seen.at(-1)?.draft).toBeNull();
  });

  it('keeps the typed address when the request fails, to send it again', () => {
    const failed = run(
      { type: 'start', address },
      { type: 'edit', field: 'city', value: 'Bath' },
      { type: 'send' },
      { type: 'failed', failure: 'failed' },
    );
    expect(failed).toMatchObject({ step: 'RequestFailed', failure: 'failed', draft: { city: 'Bath' } });
    const again = addressChangeReducer(failed, { type: 'send' });
    expect(again).toMatchObject({ step: 'RequestInProgress', failure: null, draft: { city: 'Bath' } });
  });

  it('marks the invalid fields and clears a mark when its field is edited', () => {
    const invalid = run({ type: 'start', address }, { type: 'invalid', errors: { phone: true, city: true } });
    expect(invalid.errors).toEqual({ phone: true, city: true });
    expect(addressChangeReducer(invalid, { type: 'edit', field: 'phone', value: '0' }).errors).toEqual({
      city: true,
    });
  });

  it('ignores actions that do not fit the step', () => {
    expect(run({ type: 'send' })).toBe(NOT_STARTED);
    expect(run({ type: 'edit', field: 'city', value: 'x' })).toBe(NOT_STARTED);
    const sending = run({ type: 'start', address }, { type: 'send' });
    expect(addressChangeReducer(sending, { type: 'cancel' })).toBe(sending);
    expect(addressChangeReducer(sending, { type: 'updated' })).toBe(sending);
  });

  it('cancels back to NotStarted, and can start again after a success', () => {
    expect(run({ type: 'start', address }, { type: 'cancel' })).toEqual(NOT_STARTED);
    const done = run({ type: 'start', address }, { type: 'send' }, { type: 'sent' }, { type: 'updated' });
    expect(addressChangeReducer(done, { type: 'start', address }).step).toBe('Editing');
  });
});

describe('validateAddress', () => {
  it('accepts a good address, trimmed', () => {
    expect(validateAddress({ ...address, city: '  London ' })).toEqual({ address });
  });

  it("names the fields the spec's rules refuse", () => {
    const result = validateAddress({
      ...address,
      firstName: ' ',
      street: '<script>',
      houseNumber: 'abc',
      postalCode: '1234 AB',
      phone: '12',
    });
    expect(result).toEqual({
      errors: { firstName: true, street: true, houseNumber: true, postalCode: true, phone: true },
    });
  });
});
