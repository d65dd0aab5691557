import { describe, expect, it } from 'vitest';
import { ApiError } from '#platform/api/api-errors';
import { checkDraft, emptyDraft, serverErrorsOf } from './address-draft';

const valid = {
  ...emptyDraft('GB'),
  firstName: 'Amelia',
  lastName: 'Hughes',
  street: 'Downing Street',
  houseNumber: '10',
  postalCode: 'SW1A 2AA',
  city: 'London',
  phone: '020 7946 0000',
};

describe('checking an address draft', () => {
  it('starts in the brand country', () => {
    expect(emptyDraft('SE').countryCode).toBe('SE');
    expect(emptyDraft('US').countryCode).toBe('NL');
  });

  it('passes a valid address of the chosen country', () => {
    expect(checkDraft(valid)).toEqual({ body: valid });
  });

  it("refuses another country's postal code", () => {
    expect(checkDraft({ ...valid, countryCode: 'DE' })).toEqual({ errors: { postalCode: true } });
    expect(checkDraft({ ...valid, countryCode: 'NO' })).toEqual({
      errors: { postalCode: true, phone: true },
    });
  });

  it('names every refused field', () => {
    const result = checkDraft({ ...valid, street: '', houseNumber: 'x', firstName: '' });
    expect(result).toEqual({ errors: { street: true, houseNumber: true, firstName: true } });
  });

  it("maps a 400's fields onto the form, and nothing else", () => {
    const error = new ApiError(400, '/x', 'c', { phone: 'Phone number must be valid', other: 'x' });
    expect(serverErrorsOf(error)).toEqual({ phone: true });
    expect(serverErrorsOf(new ApiError(500, '/x', 'c'))).toBeNull();
  });
});
