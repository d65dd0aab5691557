import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '#contracts/brand';
import type { BrandResolver } from './brand-resolver';
import type { ParsedHost } from './host-header';
import { safeRedirectPath } from './redirect-location';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the Host header (the default brand when the host is unknown). */
    brand: Brand;
    /** The parsed Host header when it really names `brand`; null when the brand is a fallback. */
    brandHost: ParsedHost | null;
  }
}

/** Resolves the brand of every request; an old host answers 301 to the new brand's canonical host. */
const brandPlugin: FastifyPluginCallback<{ resolver: BrandResolver }> = (app, { resolver }, done) => {
  app.decorateRequest('brand', null as unknown as Brand);
  app.decorateRequest('brandHost', null);
  app.addHook('onRequest', (request, reply, next) => {
    const match = resolver.resolve(request.headers.host);
    request.brand = match.brand;
    if (match.kind === 'redirect') {
      reply.redirect(match.origin + safeRedirectPath(request.raw.url), 301);
      return;
    }
    request.brandHost = match.host;
    next();
  });
  done();
};

export default fp(brandPlugin, { name: 'gateway-brands', fastify: '5.x' });
