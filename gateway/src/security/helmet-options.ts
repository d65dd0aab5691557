import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppEnv } from '../options';

/**
 * Security headers of the pages and JSON answers the gateway itself serves. The CSP allows the app's own
 * origin (which in CSP level 3 also covers ws:/wss: to the same host, i.e. /push), the OIDC authority for the
 * token calls and the sign-in/sign-out navigations, and images from data:/blob: URLs and the image CDN's origins.
 */
export function helmetOptions(
  appEnv: AppEnv,
  oidcAuthority: string,
  imageOrigins: readonly string[] = [],
): FastifyHelmetOptions {
  const authority = new URL(oidcAuthority).origin;
  const production = appEnv === 'production';
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        // The image CDN too: a single photo's original is fetched (and saved under its own name) by the app.
        connectSrc: ["'self'", authority, ...imageOrigins],
        formAction: ["'self'", authority],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  };
}
