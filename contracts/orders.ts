import { z } from 'zod';
import {
  ADDRESS_ERRORS,
  isValidHouseNumber,
  isValidPhone,
  isValidPostalCode,
  isValidStreet,
} from './address';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { IsoDateTime } from './photos';
import { ExternalUrl } from './url';

// The address rules are shared with the customer's saved addresses (address.ts).
export {
  ADDRESS_ERRORS,
  isValidHouseNumber,
  isValidPhone,
  isValidPostalCode,
  isValidStreet,
} from './address';

/**
 * The orders service: super orders (what a customer ordered in one checkout, known by its code), the orders it is
 * made of (one per production site), delivery address and dates, and reorder. Products, PDFs and vouchers are in
 * order-products.ts and campaigns.ts (same service).
 */

/** Orders fetch limit of the spec: GET /v2/superorders/me is read 100 at a time until `total` is reached. */
export const ORDERS_PAGE_LIMIT = 100;
/** Orders older than this are expired: OrderState=notExpired leaves them out. */
export const ORDER_EXPIRY_DAYS = 3 * 365;

/**
 * The raw statuses upstream writes on an order and on its products: the production pipeline's (Received …
 * Cancelled) and those of Resnap orders (lower case). A status outside this list still parses (upstream adds
 * statuses without notice); the client shows it as Ordered.
 */
export const RAW_ORDER_STATUSES = [
  'Received',
  'Confirmed',
  'ProductionStarted',
  'ProductionCompleted',
  'Dispatched',
  'Cancelled',
  'paymentPending',
  'paymentFailed',
  'paymentSuccess',
  'paymentFree',
  'verification failed',
  'processing',
  'processing failed',
  'approved',
  'rejected',
  'on_hold',
  'producing',
  'delayed',
  'shipped',
  'cancelled',
] as const;
export type KnownRawOrderStatus = (typeof RAW_ORDER_STATUSES)[number];
export const RawOrderStatus = lazySchema(() => z.string().min(1).max(50));

export const DeliveryType = lazySchema(() => z.enum(['Home', 'PickupPoint']));
export type DeliveryType = z.infer<typeof DeliveryType>;
export const OrderSource = lazySchema(() => z.enum(['Resnap', 'Albelli']));
export type OrderSource = z.infer<typeof OrderSource>;

/** No angle brackets (nothing that could read as markup), at least one letter. */
const NAME_LIKE = /^(?=.*\p{L})[^<>]*$/u;

const text = (max: number) => z.string().trim().min(1).max(max).regex(NAME_LIKE, 'must be a name');

/** A delivery address (home delivery), as shown and as PUT when the customer changes it. */
export const DeliveryAddress = lazySchema(() =>
  z
    .object({
      firstName: text(60),
      lastName: text(60),
      street: z.string().trim().min(1, ADDRESS_ERRORS.street).refine(isValidStreet, ADDRESS_ERRORS.street),
      houseNumber: z.string().trim().refine(isValidHouseNumber, ADDRESS_ERRORS.houseNumber),
      postalCode: z.string().trim().min(1, ADDRESS_ERRORS.postalCode),
      city: text(60),
      /** ISO 3166-1 alpha-2. A delivery address stays in its country. */
      countryCode: z.string().regex(/^[A-Z]{2}$/),
      phone: z
        .string()
        .trim()
        .refine((value) => isValidPhone(value), ADDRESS_ERRORS.phone),
    })
    .superRefine((address, ctx) => {
      if (!isValidPostalCode(address.postalCode, address.countryCode)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_ERRORS.postalCode });
      }
    }),
);
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** Where a PickupPoint order is collected. */
export const PickupPoint = lazySchema(() =>
  z.object({
    name: z.string().min(1),
    street: z.string(),
    houseNumber: z.string(),
    postalCode: z.string(),
    city: z.string(),
    countryCode: z.string(),
  }),
);
export type PickupPoint = z.infer<typeof PickupPoint>;

export const Money = lazySchema(() =>
  z.object({
    /** In minor units (pence, cents). */
    amount: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
);
export type Money = z.infer<typeof Money>;

/** One product of an order. */
export const OrderProduct = lazySchema(() =>
  z.object({
    /** The product service's id: its files (GET /v1/Products/{id}) and its PDF (GET /v1/pdf/me/{id}). */
    productId: z.string().min(1),
    /** The article code of the shop (the merchandise channel's Article ID). */
    productCode: z.string().min(1),
    /** The order (production site) of the super order this product is made in: its delivery dates. */
    orderId: z.string().min(1),
    /** The title as ordered (the client prefers the channel's current title of the article). */
    title: z.string().min(1),
    quantity: z.number().int().positive(),
    status: RawOrderStatus,
    /** When the payment state of the product last changed; null while nothing was paid. */
    paymentChangedDate: IsoDateTime.nullable(),
    /** A picture of the product, when it has one. */
    thumbnailUrl: ExternalUrl.nullable(),
  }),
);
export type OrderProduct = z.infer<typeof OrderProduct>;

/** A super order: one checkout, known to the customer by its code. */
export const SuperOrder = lazySchema(() =>
  z.object({
    superOrderCode: z.string().min(1),
    createdAt: IsoDateTime,
    status: RawOrderStatus,
    source: OrderSource,
    deliveryType: DeliveryType,
    /** The customer's address (home delivery: where it goes). */
    deliveryAddress: DeliveryAddress,
    /** Set for PickupPoint orders. */
    pickupPoint: PickupPoint.nullable(),
    /** Whether the delivery address may still change (home delivery, nothing dispatched or cancelled). */
    canChangeDeliveryAddress: z.boolean(),
    /** The voucher code used at checkout. */
    voucher: z.string().nullable(),
    /** The storage upload holding the photos sent with the order (storage-uploads.ts), if any. */
    uploadId: z.string().nullable(),
    productCount: z.number().int().nonnegative(),
    products: z.array(OrderProduct),
    total: Money,
  }),
);
export type SuperOrder = z.infer<typeof SuperOrder>;

export const SuperOrderPage = lazySchema(() =>
  z.object({
    items: z.array(SuperOrder),
    /** How many orders match, over all pages. */
    total: z.number().int().nonnegative(),
  }),
);
export type SuperOrderPage = z.infer<typeof SuperOrderPage>;

export const OrderState = lazySchema(() => z.enum(['notExpired', 'expired', 'all']));

const OrderCodeParam = lazySchema(() => z.string().min(1).max(64));

export const getSuperOrders = defineEndpoint({
  name: 'orders.getSuperOrders',
  service: 'orders',
  method: 'GET',
  path: '/v2/superorders/me',
  summary:
    "The signed-in customer's super orders, newest first, a page at a time (Limit at most 100). " +
    `OrderState=notExpired leaves out the orders older than ${ORDER_EXPIRY_DAYS} days.`,
  query: lazySchema(() =>
    z.object({
      Offset: z.coerce.number().int().min(0).default(0),
      Limit: z.coerce.number().int().min(1).max(ORDERS_PAGE_LIMIT).default(ORDERS_PAGE_LIMIT),
      OrderState: OrderState.default('all'),
    }),
  ),
  responses: { 200: SuperOrderPage, 400: UpstreamError, 401: UpstreamError },
});

export const getSuperOrder = defineEndpoint({
  name: 'orders.getSuperOrder',
  service: 'orders',
  method: 'GET',
  path: '/v1/superorders/:code',
  summary: "One super order of the signed-in customer (404 for an unknown code and for another customer's).",
  params: lazySchema(() => z.object({ code: OrderCodeParam })),
  responses: { 200: SuperOrder, 401: UpstreamError, 404: UpstreamError },
});

export const changeDeliveryAddress = defineEndpoint({
  name: 'orders.changeDeliveryAddress',
  service: 'orders',
  method: 'PUT',
  path: '/v1/superorders/:code/deliveryAddress',
  summary:
    'Changes the delivery address of a home-delivery order while nothing of it is dispatched or cancelled ' +
    '(409 otherwise). The country stays the same; a bad field answers 400 with the field named.',
  params: lazySchema(() => z.object({ code: OrderCodeParam })),
  body: DeliveryAddress,
  responses: {
    200: DeliveryAddress,
    400: UpstreamError,
    401: UpstreamError,
    404: UpstreamError,
    409: UpstreamError,
  },
});

/** One order of a super order (the part made at one production site). */
export const Order = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    superOrderCode: z.string().min(1),
    accountId: z.string().min(1),
    createdAt: IsoDateTime,
    status: RawOrderStatus,
    products: z.array(OrderProduct),
  }),
);
export type Order = z.infer<typeof Order>;

export const OrderPage = lazySchema(() =>
  z.object({ items: z.array(Order), total: z.number().int().nonnegative() }),
);

export const getOrdersByAccount = defineEndpoint({
  name: 'orders.getOrdersByAccount',
  service: 'orders',
  method: 'GET',
  path: '/orders/byAccount/:accountId',
  summary:
    "The orders of an account, newest first (only the signed-in customer's own account: 403 otherwise). " +
    'articleNames (comma-separated) keeps the orders with a product of one of those titles.',
  params: lazySchema(() => z.object({ accountId: z.string().min(1).max(64) })),
  query: lazySchema(() =>
    z.object({
      articleNames: z.string().max(500).optional(),
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(ORDERS_PAGE_LIMIT).default(20),
    }),
  ),
  responses: { 200: OrderPage, 400: UpstreamError, 401: UpstreamError, 403: UpstreamError },
});

export const getOrder = defineEndpoint({
  name: 'orders.getOrder',
  service: 'orders',
  method: 'GET',
  path: '/v1/Orders/:id',
  summary: "One order by id (404 for an unknown id and for another customer's).",
  params: lazySchema(() => z.object({ id: z.string().min(1).max(64) })),
  responses: { 200: Order, 401: UpstreamError, 404: UpstreamError },
});

const IsoDay = lazySchema(() => z.iso.date());

export const DeliveryDates = lazySchema(() =>
  z.object({
    orderId: z.string().min(1),
    /** The day the order leaves production. */
    dispatchDate: IsoDay,
    /** The delivery window. */
    deliveryDateFrom: IsoDay,
    deliveryDateTo: IsoDay,
  }),
);
export type DeliveryDates = z.infer<typeof DeliveryDates>;

export const getDeliveryDates = defineEndpoint({
  name: 'orders.getDeliveryDates',
  service: 'orders',
  method: 'GET',
  path: '/OrderDeliveryDates/:orderId',
  summary:
    'The expected dispatch and delivery dates of an order; 404 when there are none (not yet planned, ' +
    "delivered, cancelled, unknown, another customer's).",
  params: lazySchema(() => z.object({ orderId: z.string().min(1).max(64) })),
  responses: { 200: DeliveryDates, 401: UpstreamError, 404: UpstreamError },
});

export const ReorderStatus = lazySchema(() =>
  z.object({
    orderCode: z.string().min(1),
    /** Available: every article of the order is still sold, so it can be ordered again as it was. */
    status: z.enum(['Available', 'NotAvailable']),
  }),
);
export type ReorderStatus = z.infer<typeof ReorderStatus>;

export const getReorderStatus = defineEndpoint({
  name: 'orders.getReorderStatus',
  service: 'orders',
  method: 'GET',
  path: '/reorder/status/:orderCode',
  summary: 'Whether an order can be ordered again.',
  params: lazySchema(() => z.object({ orderCode: OrderCodeParam })),
  responses: { 200: ReorderStatus, 401: UpstreamError, 404: UpstreamError },
});

export const DirectReorder = lazySchema(() =>
  z.object({
    /** The shop's basket with the order's products in it: where the browser goes next. */
    ShopUrl: ExternalUrl,
  }),
);

export const directReorder = defineEndpoint({
  name: 'orders.directReorder',
  service: 'orders',
  method: 'POST',
  path: '/reorder/direct',
  summary: "Puts an order's products in a new basket of the shop; 409 when the order cannot be reordered.",
  query: lazySchema(() => z.object({ OrderCode: OrderCodeParam })),
  responses: {
    200: DirectReorder,
    400: UpstreamError,
    401: UpstreamError,
    404: UpstreamError,
    409: UpstreamError,
  },
});
