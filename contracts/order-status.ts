import type { KnownRawOrderStatus } from './orders';

/** The five statuses a customer sees (spec section 3). */
export const DISPLAY_ORDER_STATUSES = [
  'AwaitingPayment',
  'Ordered',
  'InProduction',
  'Sent',
  'Cancelled',
] as const;
export type DisplayOrderStatus = (typeof DISPLAY_ORDER_STATUSES)[number];

/**
 * Raw status → what the customer sees. The spec's own pairs (Received, Confirmed, ProductionStarted,
 * ProductionCompleted, Dispatched, Cancelled), then the other raw statuses by what they mean for the customer:
 * a payment still to make is AwaitingPayment; checks and hold-ups before production are Ordered (nothing for the
 * customer to do); being made or running late in production is InProduction; shipped is Sent; rejected is
 * Cancelled (the order will not be made).
 */
export const RAW_TO_DISPLAY: Readonly<Record<KnownRawOrderStatus, DisplayOrderStatus>> = {
  Received: 'AwaitingPayment',
  Confirmed: 'Ordered',
  ProductionStarted: 'InProduction',
  ProductionCompleted: 'InProduction',
  Dispatched: 'Sent',
  Cancelled: 'Cancelled',
  paymentPending: 'AwaitingPayment',
  paymentFailed: 'AwaitingPayment',
  paymentSuccess: 'Ordered',
  paymentFree: 'Ordered',
  'verification failed': 'Ordered',
  processing: 'Ordered',
  'processing failed': 'Ordered',
  approved: 'Ordered',
  on_hold: 'Ordered',
  rejected: 'Cancelled',
  producing: 'InProduction',
  delayed: 'InProduction',
  shipped: 'Sent',
  cancelled: 'Cancelled',
};

/** What an unknown raw status shows as: the order exists and is being handled. */
export const UNKNOWN_STATUS_DISPLAY: DisplayOrderStatus = 'Ordered';

export function displayStatusOf(raw: string): DisplayOrderStatus {
  return Object.hasOwn(RAW_TO_DISPLAY, raw)
    ? RAW_TO_DISPLAY[raw as KnownRawOrderStatus]
    : UNKNOWN_STATUS_DISPLAY;
}

/** The product left the production site (raw Dispatched or shipped). */
export const isDispatched = (raw: string) => displayStatusOf(raw) === 'Sent';
export const isCancelled = (raw: string) => displayStatusOf(raw) === 'Cancelled';
