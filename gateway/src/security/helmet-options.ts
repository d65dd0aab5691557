import type { IncomingMessage } from 'node:http';
import type { HelmetOptions } from 'helmet';
import type { AppEnv } from '../options';
import { strictTransportSecurity } from './security-headers';

export interface HelmetInput {
  appEnv: AppEnv;
  oidcAuthority: string;
  /** Origins of the image CDN (img-src; connect-src for the single photo download, which fetches the original). */
  imageOrigins: readonly string[];
  /** Origins of the third-party integrations: their scripts (script-src) and where they send to (connect-src). */
  integrationOrigins: { scripts: readonly string[]; connect: readonly string[] };
  /** The push socket's origin for a request (`wss://<brand host>`): never a value the request made up. */
  pushSocketSource: (req: IncomingMessage) => string;
}

/**
 * Security headers of the pages and JSON answers the gateway itself serves. The CSP allows scripts from the
 * app's own origin and the integrations' (consent, chat, survey: exactly their configured origins), styles
 * from the app's own origin only (no inline code or styles), images from the app and the image CDN,
 * connections to the app, the identity provider, the push socket, the image CDN and the integrations, forms to
 * the app and the identity provider, and no framing, plugins or base URL. HSTS (with subdomains) everywhere but
 * fixture mode.
 */
export function helmetOptions(input: HelmetInput): HelmetOptions {
  const authority = new URL(input.oidcAuthority).origin;
  const hsts = strictTransportSecurity(input.appEnv);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        scriptSrc: ["'self'", ...input.integrationOrigins.scripts],
        styleSrc: ["'self'"],
        // blob: the previews of the photos chosen for upload (object URLs of the user's own files)
        imgSrc: ["'self'", 'blob:', ...input.imageOrigins],
        fontSrc: ["'self'"],
        // The image CDN too: a single photo's original is fetched (and saved under its own name) by the app.
        connectSrc: [
          "'self'",
          authority,
          (req: IncomingMessage) => input.pushSocketSource(req),
          // Offline these are all the emulator's origin (the authority's too): each is named once.
          ...new Set(
            [...input.imageOrigins, ...input.integrationOrigins.connect].filter(
              (origin) => origin !== authority,
            ),
          ),
        ],
        formAction: ["'self'", authority],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(input.appEnv === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts === null ? false : { maxAge: hsts.maxAge, includeSubDomains: true },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  };
}
