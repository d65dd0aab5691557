import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { decodeBase64Utf8, isSafeBodyText, isSafeHeaderText } from './mail-text';
import { IsoDateTime } from './photos';
import { SeededEmail } from './seed';
import { ExternalUrl } from './url';

/**
 * Online products (the widgets service): a photo book the customer ordered, put online to be leafed through in
 * the browser and shared by e-mail, optionally shown in the brand's public gallery (a gallery entry per channel,
 * in categories). A widget is known by its productCode: the code of the order it was made from.
 */

const Code = lazySchema(() => z.string().min(1).max(64));

export const Widget = lazySchema(() =>
  z.object({
    /** The order the online product was made from (the spec's orderCode, renamed). */
    productCode: Code,
    widgetId: z.string().min(1),
    title: z.string().min(1),
    /** The article of the book (the merchandise channel's Article ID). */
    articleCode: z.string().min(1),
    thumbnailUrl: ExternalUrl.nullable(),
    /** Where anyone with the link leafs through it. */
    viewUrl: ExternalUrl,
    createdAt: IsoDateTime,
  }),
);
export type Widget = z.infer<typeof Widget>;

/** A photo-book order of the account: what can be put online. */
export const WidgetOrder = lazySchema(() =>
  z.object({
    orderCode: Code,
    title: z.string().min(1),
    articleCode: z.string().min(1),
    createdAt: IsoDateTime,
    thumbnailUrl: ExternalUrl.nullable(),
  }),
);
export type WidgetOrder = z.infer<typeof WidgetOrder>;

/** Orders per page of the online products screen. */
export const WIDGET_ORDERS_PAGE_SIZE = 10;

export const WidgetOrderPage = lazySchema(() =>
  z.object({
    items: z.array(WidgetOrder),
    total: z.number().int().nonnegative(),
  }),
);
export type WidgetOrderPage = z.infer<typeof WidgetOrderPage>;

/** The gallery's text rules: no angle brackets (nothing that could read as markup). */
const NO_MARKUP = /^[^<>]*$/;

export const GalleryEntryInput = lazySchema(() =>
  z.object({
    widgetId: z.string().min(1),
    channel: z.string().min(1).max(253),
    title: z.string().trim().min(1).max(80).regex(NO_MARKUP),
    description: z.string().trim().max(500).regex(NO_MARKUP),
    /** Category names (GET /v1/categories); at least one. */
    categories: z.array(z.string().min(1)).min(1).max(5),
  }),
);
export type GalleryEntryInput = z.infer<typeof GalleryEntryInput>;

export const GalleryEntry = lazySchema(() => GalleryEntryInput.extend({ updatedAt: IsoDateTime }));
export type GalleryEntry = z.infer<typeof GalleryEntry>;

export const Category = lazySchema(() => z.object({ id: z.string().min(1), name: z.string().min(1) }));
export type Category = z.infer<typeof Category>;

export const BlockedOrder = lazySchema(() =>
  z.object({
    orderCode: Code,
    blocked: z.boolean(),
  }),
);
export type BlockedOrder = z.infer<typeof BlockedOrder>;

/**
 * The share call's query. Text values travel base64-encoded (UTF-8), so a name or message with any character
 * reaches the service intact: fromName and toEmailAddress always, personalMessage when there is one. Decoded, they
 * hold no control or bidi formatting characters (the message may break lines): `mail-text.ts`.
 */
const NO_CONTROLS = 'must be UTF-8 without control or bidi formatting characters';
const Base64 = lazySchema(() => z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'));
export const ShareQuery = lazySchema(() =>
  z.object({
    vendorId: z.coerce.number().int().positive(),
    fromName: Base64.min(1)
      .max(400)
      .refine((v) => isSafeHeaderText(decodeBase64Utf8(v) ?? '\u0000'), NO_CONTROLS),
    toEmailAddress: Base64.min(1)
      .max(400)
      .refine((v) => isSafeHeaderText(decodeBase64Utf8(v) ?? '\u0000'), NO_CONTROLS),
    personalMessage: Base64.max(2000)
      .refine((v) => isSafeBodyText(decodeBase64Utf8(v) ?? '\u0000'), NO_CONTROLS)
      .optional(),
  }),
);

/** The longest personal message the share form takes (characters). */
export const MAX_PERSONAL_MESSAGE = 500;
export const MAX_SENDER_NAME = 80;

export const listWidgetOrders = defineEndpoint({
  name: 'widgets.listOrders',
  service: 'widgets',
  method: 'GET',
  path: '/v1/widget/orders/:accountId',
  summary:
    "The account's orders of photo books (articleIds, comma-separated, narrows the articles), newest first, " +
    'paged by pageNumber (from 1) and pageSize: offset (pageNumber-1)*pageSize. 403 for another account.',
  params: lazySchema(() => z.object({ accountId: z.string().min(1).max(64) })),
  query: lazySchema(() =>
    z.object({
      articleIds: z.string().max(500).optional(),
      pageNumber: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(WIDGET_ORDERS_PAGE_SIZE),
    }),
  ),
  responses: { 200: WidgetOrderPage, 400: UpstreamError, 401: UpstreamError, 403: UpstreamError },
});

export const getWidgetsByOrders = defineEndpoint({
  name: 'widgets.getByOrders',
  service: 'widgets',
  method: 'GET',
  path: '/v1/widget/all',
  summary: 'The online products of the given orders of the signed-in customer (others are left out).',
  query: lazySchema(() => z.object({ orderCodes: z.string().min(1).max(2000) })),
  responses: { 200: lazySchema(() => z.array(Widget)), 400: UpstreamError, 401: UpstreamError },
});

export const getWidget = defineEndpoint({
  name: 'widgets.getWidget',
  service: 'widgets',
  method: 'GET',
  path: '/v1/widget/:code',
  summary:
    "The online product of one of the customer's orders (404 when it has none, or for another's; a 401 reads as none).",
  params: lazySchema(() => z.object({ code: Code })),
  responses: { 200: Widget, 401: UpstreamError, 404: UpstreamError },
  unauthorizedIsAnswer: true,
});

export const createWidget = defineEndpoint({
  name: 'widgets.createWidget',
  service: 'widgets',
  method: 'POST',
  path: '/v1/widget/:code',
  summary:
    "Puts a photo-book order online (404 unknown or another's, 409 when it is online already or blocked, " +
    '422 when it holds no photo book).',
  params: lazySchema(() => z.object({ code: Code })),
  responses: {
    201: Widget,
    401: UpstreamError,
    404: UpstreamError,
    409: UpstreamError,
    422: UpstreamError,
  },
});

export const deleteWidget = defineEndpoint({
  name: 'widgets.deleteWidget',
  service: 'widgets',
  method: 'DELETE',
  path: '/v1/widget/:code',
  summary: 'Takes an online product offline, its gallery entries with it (404 when there is none).',
  params: lazySchema(() => z.object({ code: Code })),
  responses: { 204: lazySchema(() => z.undefined()), 401: UpstreamError, 404: UpstreamError },
});

export const shareWidget = defineEndpoint({
  name: 'widgets.shareWidget',
  service: 'widgets',
  method: 'PUT',
  path: '/v1/widget/:code/share',
  summary:
    'E-mails the link of an online product to toEmailAddress, from fromName with the optional personal message ' +
    '(text values base64-encoded). 400 for a bad address, 404 without a widget, 409 when its order is blocked, ' +
    '429 (Retry-After) past the mail limits of the gateway or the mail gateway.',
  params: lazySchema(() => z.object({ code: Code })),
  query: ShareQuery,
  responses: {
    204: lazySchema(() => z.undefined()),
    400: UpstreamError,
    401: UpstreamError,
    404: UpstreamError,
    409: UpstreamError,
    429: UpstreamError,
  },
});

const ChannelQuery = lazySchema(() => z.object({ channel: z.string().min(1).max(253) }));

export const getGalleryEntry = defineEndpoint({
  name: 'widgets.getGalleryEntry',
  service: 'widgets',
  method: 'GET',
  path: '/v1/galleryentries/:id',
  summary: "A widget's entry in a channel's public gallery (404 when it is not in that gallery).",
  params: lazySchema(() => z.object({ id: z.string().min(1).max(64) })),
  query: ChannelQuery,
  responses: { 200: GalleryEntry, 401: UpstreamError, 404: UpstreamError },
});

export const createGalleryEntry = defineEndpoint({
  name: 'widgets.createGalleryEntry',
  service: 'widgets',
  method: 'POST',
  path: '/v1/galleryentries/',
  summary: "Shows a widget in a channel's gallery (409 when it is there already or its order is blocked).",
  body: GalleryEntryInput,
  responses: {
    201: GalleryEntry,
    400: UpstreamError,
    401: UpstreamError,
    404: UpstreamError,
    409: UpstreamError,
  },
});

export const updateGalleryEntry = defineEndpoint({
  name: 'widgets.updateGalleryEntry',
  service: 'widgets',
  method: 'PUT',
  path: '/v1/galleryentries/:widgetId',
  summary: "Changes a widget's gallery entry (title, description, categories).",
  params: lazySchema(() => z.object({ widgetId: z.string().min(1).max(64) })),
  query: ChannelQuery,
  body: GalleryEntryInput,
  responses: { 200: GalleryEntry, 400: UpstreamError, 401: UpstreamError, 404: UpstreamError },
});

export const deleteGalleryEntry = defineEndpoint({
  name: 'widgets.deleteGalleryEntry',
  service: 'widgets',
  method: 'DELETE',
  path: '/v1/galleryentries/:id',
  summary: "Takes a widget out of a channel's gallery.",
  params: lazySchema(() => z.object({ id: z.string().min(1).max(64) })),
  query: ChannelQuery,
  responses: { 204: lazySchema(() => z.undefined()), 401: UpstreamError, 404: UpstreamError },
});

export const getCategories = defineEndpoint({
  name: 'widgets.getCategories',
  service: 'widgets',
  method: 'GET',
  path: '/v1/categories',
  summary: 'The categories of the public gallery.',
  responses: { 200: lazySchema(() => z.array(Category)), 401: UpstreamError },
});

export const getBlockedOrder = defineEndpoint({
  name: 'widgets.getBlockedOrder',
  service: 'widgets',
  method: 'GET',
  path: '/v1/blockedorders/:code',
  summary: 'Whether an order is blocked from being online (sent without a token, as the spec says).',
  params: lazySchema(() => z.object({ code: Code })),
  responses: { 200: BlockedOrder },
  anonymous: true,
});

/** fixtures/data/widgets.json: online products per account, with their gallery entries, and blocked orders. */
export const SeedWidgetsFile = lazySchema(() =>
  z.object({
    categories: z.array(Category),
    blockedOrders: z.array(Code),
    accounts: z.partialRecord(
      SeededEmail,
      z.array(
        z.object({
          orderCode: Code,
          widgetId: z.string().min(1),
          title: z.string().min(1),
          createdDaysAgo: z.number().nonnegative(),
          gallery: z
            .object({
              brand: z.string().min(1),
              title: z.string().min(1),
              description: z.string(),
              categories: z.array(z.string().min(1)).min(1),
            })
            .nullable(),
        }),
      ),
    ),
  }),
);
export type SeedWidgetsFile = z.infer<typeof SeedWidgetsFile>;
