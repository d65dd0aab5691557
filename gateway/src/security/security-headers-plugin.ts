import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route sets no security headers of its own (the API proxy passes on the upstream's answer). */
    securityHeaders?: boolean;
  }
}

/**
 * Helmet's security headers (helmet-options.ts) on every answer through Fastify, from one middleware built at
 * start-up. @fastify/helmet built helmet's middleware again for every request, its CSP parsed each time: about a
 * tenth of the gateway's CPU for a static file (decision 385). A route opts out with `config.securityHeaders`.
 */
const securityHeadersPlugin: FastifyPluginCallback<HelmetOptions> = (app, options, done) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, next) => {
    if (request.routeOptions.config?.securityHeaders === false) {
      next();
      return;
    }
    setHeaders(request.raw, reply.raw, (error) => next(error instanceof Error ? error : undefined));
  });
  done();
};

export default fp(securityHeadersPlugin, { name: 'gateway-security-headers', fastify: '5.x' });
