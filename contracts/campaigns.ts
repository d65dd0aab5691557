import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { IsoDateTime } from './photos';

/** Vouchers, campaigns and the cut-off dates of article groups (orders service). */

export const VoucherOffer = lazySchema(() =>
  z.object({
    code: z.string().min(1),
    title: z.string().min(1),
    description: z.string(),
    /** The discount, when it is a percentage. */
    discountPercentage: z.number().min(0).max(100).nullable(),
    validUntil: IsoDateTime.nullable(),
  }),
);
export type VoucherOffer = z.infer<typeof VoucherOffer>;

export const getVoucherOffer = defineEndpoint({
  name: 'orders.getVoucherOffer',
  service: 'orders',
  method: 'GET',
  path: '/api/v1/campaigns/offers/:code',
  summary: 'The offer of a voucher code; 404 when the code is not (or no longer) known.',
  params: lazySchema(() => z.object({ code: z.string().min(1).max(64) })),
  responses: { 200: VoucherOffer, 401: UpstreamError, 404: UpstreamError },
});

export const Campaign = lazySchema(() =>
  z.object({
    name: z.string().min(1),
    title: z.string().min(1),
    startDate: IsoDateTime,
    endDate: IsoDateTime,
    /** Whether the campaign runs now. */
    active: z.boolean(),
    /** Voucher codes the campaign hands out. */
    voucherCodes: z.array(z.string()),
  }),
);
export type Campaign = z.infer<typeof Campaign>;

export const getCampaign = defineEndpoint({
  name: 'orders.getCampaign',
  service: 'orders',
  method: 'GET',
  path: '/v1/Campaign/:name',
  summary: 'A campaign by name (404 when unknown).',
  params: lazySchema(() => z.object({ name: z.string().min(1).max(64) })),
  responses: { 200: Campaign, 401: UpstreamError, 404: UpstreamError },
});

/** Articles that share a last day to order for delivery before a date (Christmas, Mother's Day). */
export const CutOffGroup = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    /** Article types of the merchandise channel (PhotoBook, Calendar, …). */
    articleTypes: z.array(z.string().min(1)),
    /** Order before this moment … */
    cutOffDate: IsoDateTime,
    /** … to have it delivered by this one. */
    deliveredBy: IsoDateTime,
    /**
     * The occasion the delivery date is for, as a key the shop translates (christmas, easter, mothers-day,
     * fathers-day, valentines-day); null or a key the shop does not know: the notice names the date instead.
     */
    event: z.string().min(1).max(64).nullish(),
  }),
);
export type CutOffGroup = z.infer<typeof CutOffGroup>;

export const getCutOffGroups = defineEndpoint({
  name: 'orders.getCutOffGroups',
  service: 'orders',
  method: 'GET',
  path: '/v1/ArticleGroup',
  summary: 'The article groups with their coming cut-off dates, soonest first.',
  responses: { 200: lazySchema(() => z.array(CutOffGroup)), 401: UpstreamError },
});
