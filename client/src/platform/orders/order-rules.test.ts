import { describe, expect, it } from 'vitest';
import type { OrderProduct, SuperOrder } from '#contracts/orders';
import { isInProgress, splitOrders } from './order-rules';

const NOW = Date.parse('2025-06-30T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const SECOND = 1000;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

function product(status: string, paymentChangedAgo: number | null): OrderProduct {
  return {
    productId: 'p',
    productCode: 'PAP_910',
    orderId: 'o-1',
    title: 'Prints',
    quantity: 1,
    status,
    paymentChangedDate: paymentChangedAgo === null ? null : ago(paymentChangedAgo),
    thumbnailUrl: null,
  };
}

const order = (createdAgo: number, ...products: OrderProduct[]) => ({
  createdAt: ago(createdAgo),
  products: products.length > 0 ? products : [product('ProductionStarted', createdAgo)],
});

describe('the in-progress rule', () => {
  describe('30 days since the order was created', () => {
    it.each([
      ['just placed', 0, true],
      ['29 days old', 29 * DAY, true],
      ['exactly 30 days old', 30 * DAY, true],
      ['30 days and a second old', 30 * DAY + SECOND, false],
      ['31 days old', 31 * DAY, false],
    ])('%s: in progress %s', (_name, age, expected) => {
      expect(isInProgress(order(age), NOW)).toBe(expected);
    });
  });

  describe('a dispatched product with its payment changed more than 14 days ago', () => {
    it.each([
      ['13 days ago', 13 * DAY, true],
      ['exactly 14 days ago', 14 * DAY, true],
      ['14 days and a second ago', 14 * DAY + SECOND, false],
      ['15 days ago', 15 * DAY, false],
    ])('payment changed %s: in progress %s', (_name, paid, expected) => {
      expect(isInProgress(order(20 * DAY, product('Dispatched', paid)), NOW)).toBe(expected);
    });

    it('counts Resnap shipped as dispatched', () => {
      expect(isInProgress(order(20 * DAY, product('shipped', 15 * DAY)), NOW)).toBe(false);
    });

    it('ignores products that are not dispatched, however long ago their payment changed', () => {
      expect(isInProgress(order(20 * DAY, product('ProductionCompleted', 19 * DAY)), NOW)).toBe(true);
      expect(isInProgress(order(20 * DAY, product('Cancelled', 19 * DAY)), NOW)).toBe(true);
    });

    it('ignores a dispatched product whose payment never changed', () => {
      expect(isInProgress(order(20 * DAY, product('Dispatched', null)), NOW)).toBe(true);
    });

    it('moves the whole order to history when one of its products is done', () => {
      const mixed = order(20 * DAY, product('ProductionStarted', 19 * DAY), product('Dispatched', 15 * DAY));
      expect(isInProgress(mixed, NOW)).toBe(false);
    });
  });
});

describe('splitOrders', () => {
  it('keeps every order, newest first, in exactly one of the lists', () => {
    const make = (code: string, age: number): SuperOrder =>
      ({ ...order(age), superOrderCode: code }) as SuperOrder;
    const state = splitOrders([make('old', 40 * DAY), make('new', DAY), make('mid', 10 * DAY)], NOW);
    expect(state.items.map((o) => o.superOrderCode)).toEqual(['new', 'mid', 'old']);
    expect(state.inProgress.map((o) => o.superOrderCode)).toEqual(['new', 'mid']);
    expect(state.history.map((o) => o.superOrderCode)).toEqual(['old']);
  });
});
