import { isDispatched } from '#contracts/order-status';
import type { SuperOrder } from '#contracts/orders';

const DAY_MS = 24 * 3600 * 1000;
/** In-progress order window (spec section 9). */
export const IN_PROGRESS_DAYS = 30;
/** Days since the payment change after which a dispatched product counts as done. */
export const DISPATCHED_PAYMENT_DAYS = 14;

/**
 * The spec's rule: an order is in progress when it was created within 30 days and no product of it is dispatched
 * with its payment changed more than 14 days ago. Exactly 30 days old is still within; a payment changed exactly
 * 14 days ago is not yet more than 14 days ago.
 */
export function isInProgress(order: Pick<SuperOrder, 'createdAt' | 'products'>, now: number): boolean {
  if (now - Date.parse(order.createdAt) > IN_PROGRESS_DAYS * DAY_MS) return false;
  return !order.products.some(
    (p) =>
      isDispatched(p.status) &&
      p.paymentChangedDate !== null &&
      now - Date.parse(p.paymentChangedDate) > DISPATCHED_PAYMENT_DAYS * DAY_MS,
  );
}

/** The spec's order state: every order (newest first), split into in progress and history. */
export interface OrdersState {
  items: SuperOrder[];
  inProgress: SuperOrder[];
  history: SuperOrder[];
}

export function splitOrders(orders: readonly SuperOrder[], now: number): OrdersState {
  const items = [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const inProgress: SuperOrder[] = [];
  const history: SuperOrder[] = [];
  for (const order of items) (isInProgress(order, now) ? inProgress : history).push(order);
  return { items, inProgress, history };
}
