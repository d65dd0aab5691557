import { describe, expect, it } from 'vitest';
import { mayHaveDeliveryDates } from './get-delivery-dates';

describe('mayHaveDeliveryDates', () => {
  const paid = '2026-11-20T10:00:00.000Z';

  it('asks for a paid product in production or dispatched', () => {
    expect(mayHaveDeliveryDates({ status: 'ProductionStarted', paymentChangedDate: paid })).toBe(true);
    expect(mayHaveDeliveryDates({ status: 'shipped', paymentChangedDate: paid })).toBe(true);
  });

  it('does not ask while nothing is paid', () => {
    expect(mayHaveDeliveryDates({ status: 'Received', paymentChangedDate: null })).toBe(false);
  });

  it('does not ask for a cancelled product, whichever pipeline wrote the status', () => {
    expect(mayHaveDeliveryDates({ status: 'Cancelled', paymentChangedDate: paid })).toBe(false);
    expect(mayHaveDeliveryDates({ status: 'cancelled', paymentChangedDate: paid })).toBe(false);
  });
});
