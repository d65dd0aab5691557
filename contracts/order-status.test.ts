import { describe, expect, it } from 'vitest';
import { displayStatusOf, isCancelled, isDispatched, RAW_TO_DISPLAY } from './order-status';
import { RAW_ORDER_STATUSES } from './orders';

describe('the raw order statuses as the customer sees them', () => {
  it.each([
    ['Received', 'AwaitingPayment'],
    ['Confirmed', 'Ordered'],
    ['ProductionStarted', 'InProduction'],
    ['ProductionCompleted', 'InProduction'],
    ['Dispatched', 'Sent'],
    ['Cancelled', 'Cancelled'],
  ])("the spec's pair: %s is %s", (raw, shown) => {
    expect(displayStatusOf(raw)).toBe(shown);
  });

  it.each([
    ['paymentPending', 'AwaitingPayment'],
    ['paymentFailed', 'AwaitingPayment'],
    ['paymentSuccess', 'Ordered'],
    ['paymentFree', 'Ordered'],
    ['verification failed', 'Ordered'],
    ['processing', 'Ordered'],
    ['processing failed', 'Ordered'],
    ['approved', 'Ordered'],
    ['on_hold', 'Ordered'],
    ['producing', 'InProduction'],
    ['delayed', 'InProduction'],
    ['shipped', 'Sent'],
    ['rejected', 'Cancelled'],
    ['cancelled', 'Cancelled'],
  ])('the other raw statuses: %s is %s', (raw, shown) => {
    expect(displayStatusOf(raw)).toBe(shown);
  });

  it('maps every raw status of the contract', () => {
    expect(Object.keys(RAW_TO_DISPLAY).sort()).toEqual([...RAW_ORDER_STATUSES].sort());
  });

  it('shows an unknown status as Ordered, and is not fooled by inherited names', () => {
    expect(displayStatusOf('SomethingNew')).toBe('Ordered');
    expect(displayStatusOf('toString')).toBe('Ordered');
    expect(displayStatusOf('constructor')).toBe('Ordered');
  });

  it('knows dispatched and cancelled in both spellings', () => {
    expect([
      isDispatched('Dispatched'),
      isDispatched('shipped'),
      isDispatched('ProductionCompleted'),
    ]).toEqual([true, true, false]);
    expect([isCancelled('Cancelled'), isCancelled('cancelled'), isCancelled('rejected')]).toEqual([
      true,
      true,
      true,
    ]);
  });
});
