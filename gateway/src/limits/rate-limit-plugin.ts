import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Forwarding } from '../http/forwarding';
import type { GatewayMetrics } from '../observability/metrics';
import type { RateCounter } from './rate-counter';
import { slidingStore } from './sliding-store';

export interface RateLimitPluginOptions {
  /** Requests per window and client address (0: no limit). */
  max: number;
  windowMs: number;
  forwarding: Forwarding;
  /** The gateway's sliding-window counter (shared across copies through Redis when configured). */
  counter: RateCounter;
  metrics: GatewayMetrics | null;
  /** Requests not counted: cheap, and many to one page load (the build's files held in memory). */
  uncounted?: (request: FastifyRequest) => boolean;
}

export const PAGES_RULE = 'pages-per-address';

/**
 * @fastify/rate-limit on every route through Fastify (pages, config, locales, assets, the /push handshake) per
 * client address, counted in a sliding window by the gateway's own counter (`sliding-store.ts`; in Redis when
 * there is one). The API proxy and the health checks opt out
 * (`config.rateLimit: false`): the proxy counts per address and per user itself, on its fast path too. A build
 * file already held in memory is not counted (`uncounted`, decision 388): a cold page load asks for ~35 of them,
 * so an office behind one address would otherwise meet the limit on scripts, not pages. A Redis
 * that does not answer lets requests through rather than refusing everyone. Over the limit: 429 with
 * Retry-After, answered by the gateway's error handler as `{error, correlationId}`.
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitPluginOptions> = async (app, options) => {
  if (options.max <= 0) return;
  await app.register(fastifyRateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => options.forwarding.clientAddress(request.raw),
    ...(options.uncounted && { allowList: options.uncounted }),
    store: slidingStore(options.counter, PAGES_RULE),
    skipOnError: true,
    onExceeded: () => options.metrics?.rateLimited(PAGES_RULE),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
};

export default fp(rateLimitPlugin, { name: 'gateway-rate-limit', fastify: '5.x' });
