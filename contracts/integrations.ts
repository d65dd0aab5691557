import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { ExternalUrl } from './url';

/**
 * Where the third-party integrations of the site live (spec sections 1, 7 and 9): the cookie-consent script, the
 * analytics collector page views go to, the A/B target service asked for an offer per test, the support-chat
 * widget and the feedback-survey widget (the A/B target is an upstream service behind /api/ab-test). Configured per environment (the emulator's stand-ins offline); the
 * gateway's Content-Security-Policy names exactly these origins.
 */
export const Integrations = lazySchema(() =>
  z.object({
    consentScriptUrl: ExternalUrl,
    analyticsUrl: ExternalUrl,
    chat: z.object({ enabled: z.boolean(), scriptUrl: ExternalUrl }),
    surveyScriptUrl: ExternalUrl,
  }),
);
export type Integrations = z.infer<typeof Integrations>;

/** The two A/B tests of the spec and the variants each may answer; anything else means control. */
export const AB_TESTS = {
  sample: { name: 'sample', variants: ['control', 'A'] },
  cro1304: { name: 'CRO-1304', variants: ['control', '1'] },
} as const;
export type AbTestKey = keyof typeof AB_TESTS;
export type AbVariant<K extends AbTestKey> = (typeof AB_TESTS)[K]['variants'][number];

/** The A/B target's offer for one test: the variant is checked by the client (anything unknown is control). */
export const AbOffer = lazySchema(() => z.object({ test: z.string(), variant: z.string() }));
export type AbOffer = z.infer<typeof AbOffer>;

/** The A/B target service is asked for an offer per test (through the gateway's /api/ab-test). */
export const getAbOffer = defineEndpoint({
  name: 'abTest.getOffer',
  service: 'ab-test',
  method: 'GET',
  path: '/v1/offers/:test',
  summary: 'The variant of one A/B test for this visitor and brand (control, A, 1…).',
  params: lazySchema(() => z.object({ test: z.string().min(1).max(64) })),
  query: lazySchema(() =>
    z.object({
      brand: z.string().min(1).max(64).optional(),
      visitor: z.string().min(1).max(64).optional(),
    }),
  ),
  responses: { 200: AbOffer, 400: UpstreamError, 404: UpstreamError },
});

/** What the app sends to the analytics collector (`POST {analyticsUrl}/collect`). */
export const AnalyticsEvent = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('pageview'),
      brand: z.string(),
      path: z.string(),
      title: z.string(),
      locale: z.string(),
      subject: z.string().optional(),
    }),
    z.object({ type: z.literal('identify'), brand: z.string(), subject: z.string() }),
  ]),
);
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** What the emulator's stand-ins recorded (`GET /third-party/recorded`, fixture mode only). */
export const ThirdPartyRecord = lazySchema(() =>
  z.object({
    kind: z.enum(['analytics', 'ab', 'chat', 'survey', 'consent']),
    at: z.string(),
    origin: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
  }),
);
export type ThirdPartyRecord = z.infer<typeof ThirdPartyRecord>;
