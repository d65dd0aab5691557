import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayError } from '#contracts/errors';
import type { PressureLimits } from '../options';

/** What the proxy's fast path (which bypasses Fastify's hooks) asks before each request; wired here. */
export interface PressureGauge {
  check: () => boolean;
}

/**
 * @fastify/under-pressure: while the event loop lags (or memory is past its limit) every request through
 * Fastify is answered 503 with Retry-After, as `{error, correlationId}`, before any work is done; liveness
 * (/healthz) still answers. The fast path asks the same gauge.
 */
const pressurePlugin: FastifyPluginAsync<{ limits: PressureLimits; gauge: PressureGauge }> = async (
  app,
  { limits, gauge },
) => {
  const retryAfter = String(limits.retryAfterS);
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    maxRssBytes: limits.maxRssBytes,
    retryAfter: limits.retryAfterS,
    // Returning nothing lets the request through; a value is sent as the answer (the plugin's contract, which
    // its type declares as void).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply): GatewayError | undefined => {
      if (request.routeOptions.url === '/healthz') return undefined;
      reply.code(503).header('retry-after', retryAfter).header('cache-control', 'no-store');
      reply.type('application/json; charset=utf-8');
      return { error: 'service_unavailable', correlationId: request.id };
    }) as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
  gauge.check = () => app.isUnderPressure();
};

export default fp(pressurePlugin, { name: 'gateway-pressure', fastify: '5.x' });
