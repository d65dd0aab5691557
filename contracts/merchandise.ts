import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lazySchema } from './lazy-schema';
import { ExternalUrl } from './url';

/**
 * The merchandise service: the shop's channels (one per brand and locale) and their articles, over GraphQL.
 * Screens load the channel list first, then the channel of the current vendor (the brand's site id and vendor
 * locale) when they need article titles or the shop's URL.
 */

/** The option groups an article's extras may have (spec section 3). */
export const ARTICLE_OPTION_GROUPS = [
  'Border',
  'CoverText',
  'CoverType',
  'ExtraPages',
  'FloatingFrame',
  'Glossy',
  'ImageEnhancement',
  'LayFlat',
  'Linnen',
  'Paper',
  'PlanksOrientation',
  'PremiumLayFlat',
  'PrintSize',
  'Toggles',
  'VoucherDiscount',
  'WoodFinishing',
  'Wrappers',
  'PrebuiltPosterFrame',
  'BoxFrame',
  'PosterFrame',
  'Passepartout',
  'HangingKit',
] as const;
export const ArticleOptionGroupId = lazySchema(() => z.enum(ARTICLE_OPTION_GROUPS));

export const ArticleOption = lazySchema(() => z.object({ ID: z.string().min(1), Title: z.string() }));
export const ArticleOptionGroup = lazySchema(() =>
  z.object({ ID: ArticleOptionGroupId, Options: z.array(ArticleOption) }),
);

export const ArticleLink = lazySchema(() => z.object({ Href: ExternalUrl, Rel: z.string().min(1) }));

export const Article = lazySchema(() =>
  z.object({
    ID: z.string().min(1),
    ArticleType: z.string().min(1),
    Title: z.string().min(1),
    PageHeight: z.number().nullable(),
    PageWidth: z.number().nullable(),
    /** False for an article the shop no longer sells. */
    Visible: z.boolean(),
    Links: z.array(ArticleLink),
    Extras: z.object({ OptionGroups: z.array(ArticleOptionGroup) }),
  }),
);
export type Article = z.infer<typeof Article>;

export const Vendor = lazySchema(() => z.object({ ID: z.number().int(), Locale: z.string().min(2) }));

/** An entry of the channel list. */
export const ChannelSummary = lazySchema(() => z.object({ ID: z.string().min(1), Vendor: Vendor }));
export type ChannelSummary = z.infer<typeof ChannelSummary>;

export const Channel = lazySchema(() =>
  z.object({
    ID: z.string().min(1),
    /** The shop's home page for this channel. */
    ShopUrl: ExternalUrl,
    Vendor: Vendor,
    Currency: z.object({ ID: z.string().regex(/^[A-Z]{3}$/) }),
    Articles: z.array(Article),
  }),
);
export type Channel = z.infer<typeof Channel>;

export const GraphQlRequest = lazySchema(() =>
  z.object({
    query: lazySchema(() => z.string().min(1).max(10_000)),
    variables: z.record(z.string(), z.unknown()).optional(),
    operationName: z.string().max(100).optional(),
  }),
);
export type GraphQlRequest = z.infer<typeof GraphQlRequest>;

const GraphQlErrors = lazySchema(() => z.array(z.object({ message: z.string() })));

/** A GraphQL answer: `data` as the query selected it (read with the query's own schema below), and errors. */
export const MerchandiseResult = lazySchema(() =>
  z.object({
    data: z.record(z.string(), z.unknown()).nullable(),
    errors: GraphQlErrors.optional(),
  }),
);
export type MerchandiseResult = z.infer<typeof MerchandiseResult>;

/** The data of CHANNELS_QUERY. */
export const ChannelsData = lazySchema(() => z.object({ Channels: z.array(ChannelSummary) }));
/**
 * What the account area reads of a channel: the shop's URL, and each article's title by ID (a product's name on
 * the orders, saved projects and overview screens). The service's channel has more (`Channel` above); asking for
 * it all would fetch and check the whole catalogue's extras and links on every one of those screens.
 */
export const AccountChannel = lazySchema(() =>
  Channel.pick({ ID: true, ShopUrl: true, Vendor: true, Currency: true }).extend({
    Articles: z.array(Article.pick({ ID: true, Title: true })),
  }),
);
export type AccountChannel = z.infer<typeof AccountChannel>;

/** The data of CHANNEL_QUERY (null: no channel of that code). */
export const ChannelData = lazySchema(() => z.object({ Channel: AccountChannel.nullable() }));

/** The channel list: ID, Vendor ID and Locale. */
export const CHANNELS_QUERY = 'query Channels { Channels { ID Vendor { ID Locale } } }';

/** One channel by Code and Locale, with what the account area shows of it (`AccountChannel`). */
export const CHANNEL_QUERY = `query Channel($code: String!, $locale: String!) {
  Channel(Code: $code, Locale: $locale) { ID ShopUrl Vendor { ID Locale } Currency { ID } Articles { ID Title } }
}`;

export const queryMerchandise = defineEndpoint({
  name: 'merchandise.query',
  service: 'merchandise',
  method: 'POST',
  path: '/graphql',
  summary:
    'GraphQL over HTTP: Channels (the list) and Channel(Code, Locale). Execution errors answer 200 with ' +
    '`errors`; a query that does not parse or validate answers 400.',
  body: GraphQlRequest,
  responses: { 200: MerchandiseResult, 400: MerchandiseResult },
});
