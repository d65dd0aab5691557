import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { DeliveryAddress, DeliveryType, OrderSource, PickupPoint, RawOrderStatus } from './orders';
import { SeededEmail } from './seed';

/**
 * fixtures/data/orders.json: the seeded orders of the emulator, per account. Dates are ages in days, counted back
 * from the real time when an account's orders are first asked for (after start or a reset), so the seed never
 * goes stale and the in-progress rule's boundaries (30 days; dispatched with the payment changed 14 days ago) stay
 * where they are written until the emulated clock is moved.
 */
export const SeedOrderProduct = lazySchema(() =>
  z.object({
    /** An article ID of the emulator's catalogue (fixtures/src/services/merchandise/catalogue.ts). */
    productCode: z.string().min(1),
    quantity: z.number().int().positive().default(1),
    /** The product's raw status (default: the order's). */
    status: RawOrderStatus.optional(),
    /** Days since its payment changed (default: the order's age; null: never paid). */
    paymentChangedDaysAgo: z.number().nonnegative().nullable().optional(),
    /** The product has a PDF (a `product.pdf` file). */
    pdf: z.boolean().default(false),
    /** The library photo its thumbnail shows (index into the account's photo library), or none. */
    thumbnailPhoto: z.number().int().nonnegative().nullable().default(null),
    /** Which order of the super order makes it (1, 2, …): each has its own delivery dates. */
    suborder: z.number().int().min(1).default(1),
  }),
);
export type SeedOrderProduct = z.infer<typeof SeedOrderProduct>;

export const SeedOrder = lazySchema(() =>
  z.object({
    code: z.string().regex(/^[A-Z]{2}-\d{8}$/),
    /** Why the order is in the seed (the case it shows). */
    note: z.string().optional(),
    ageDays: z.number().nonnegative(),
    status: RawOrderStatus,
    source: OrderSource.default('Albelli'),
    delivery: DeliveryType.default('Home'),
    /** Index into `pickupPoints` (PickupPoint orders). */
    pickupPoint: z.number().int().nonnegative().optional(),
    voucher: z.string().nullable().default(null),
    /** Its photos were uploaded before signing in: an anonymous storage upload. */
    anonymousUpload: z.boolean().default(false),
    /** No reorder: the article is no longer sold, or the order was never made. */
    reorderable: z.boolean().optional(),
    products: z.array(SeedOrderProduct).min(1),
  }),
);
export type SeedOrder = z.infer<typeof SeedOrder>;

export const SeedAccountOrders = lazySchema(() =>
  z.object({
    /** The brand id whose shop the orders were placed in (reorders go back to it). */
    channel: z.string().min(1),
    currency: z.string().regex(/^[A-Z]{3}$/),
    address: DeliveryAddress,
    orders: z.array(SeedOrder),
    /** Older orders made up from a seed (history, and enough of them to page through). */
    generated: z
      .object({
        count: z.number().int().min(1).max(2000),
        seed: z.number().int(),
        minAgeDays: z.number().min(0),
        maxAgeDays: z.number().min(0),
        codePrefix: z.string().regex(/^[A-Z]{2}-\d{2}$/),
      })
      .optional(),
  }),
);
export type SeedAccountOrders = z.infer<typeof SeedAccountOrders>;

export const SeedVoucher = lazySchema(() =>
  z.object({
    code: z.string().min(1),
    title: z.string().min(1),
    description: z.string(),
    discountPercentage: z.number().min(0).max(100).nullable(),
    validForDays: z.number().nullable(),
  }),
);

export const SeedCampaign = lazySchema(() =>
  z.object({
    name: z.string().min(1),
    title: z.string().min(1),
    startedDaysAgo: z.number(),
    endsInDays: z.number(),
    voucherCodes: z.array(z.string()),
  }),
);

export const SeedCutOffGroup = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    articleTypes: z.array(z.string().min(1)).min(1),
    /** Month and day of the cut-off and of the delivery promise, every year. */
    cutOff: z.string().regex(/^\d{2}-\d{2}$/),
    deliveredBy: z.string().regex(/^\d{2}-\d{2}$/),
    /** The occasion's key (see CutOffGroup.event). */
    event: z.string().min(1).nullable(),
  }),
);

export const SeedOrdersFile = lazySchema(() =>
  z
    .object({
      pickupPoints: z.array(PickupPoint),
      vouchers: z.array(SeedVoucher),
      campaigns: z.array(SeedCampaign),
      cutOffGroups: z.array(SeedCutOffGroup),
      accounts: z.partialRecord(SeededEmail, SeedAccountOrders),
    })
    .superRefine((file, ctx) => {
      const codes = new Set<string>();
      for (const [email, account] of Object.entries(file.accounts)) {
        for (const order of account?.orders ?? []) {
          if (codes.has(order.code))
            ctx.addIssue({ code: 'custom', message: `${order.code} is seeded twice` });
          codes.add(order.code);
          if (order.delivery === 'PickupPoint' && file.pickupPoints[order.pickupPoint ?? -1] === undefined) {
            ctx.addIssue({
              code: 'custom',
              message: `${email} ${order.code}: a pickup order names no pickup point`,
            });
          }
        }
      }
    }),
);
export type SeedOrdersFile = z.infer<typeof SeedOrdersFile>;
