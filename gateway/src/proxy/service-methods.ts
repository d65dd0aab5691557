import { ENDPOINTS } from '#contracts/endpoints';
import type { ApiService } from '#contracts/services';

/**
 * The methods the proxy forwards to each service: those its contracts declare (`contracts/endpoints.ts`), HEAD
 * where GET is declared (a GET without its body), and the photo-upload service's resumable upload protocol
 * (tus 1.0.0: POST creates, PATCH sends bytes, HEAD asks how far, DELETE ends; `contracts/photo-uploads.ts`).
 * Anything else (PURGE, PROPFIND, MKCOL, an invented verb) is answered 405 without reaching the service, so a
 * cache or WebDAV layer behind the gateway never sees a method the browser's calls do not use.
 */
const TUS_METHODS = ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'] as const;

const METHODS = new Map<string, Set<string>>();
for (const endpoint of ENDPOINTS) {
  const methods = METHODS.get(endpoint.service) ?? new Set<string>();
  methods.add(endpoint.method);
  if (endpoint.method === 'GET') methods.add('HEAD');
  METHODS.set(endpoint.service, methods);
}
const upload = METHODS.get('photo-upload') ?? new Set<string>();
for (const method of TUS_METHODS) upload.add(method);
METHODS.set('photo-upload', upload);

const NONE: ReadonlySet<string> = new Set();
/** The `Allow` header of a 405, per service. */
const ALLOW = new Map([...METHODS].map(([service, methods]) => [service, [...methods].sort().join(', ')]));

/** The methods forwarded to `service` (empty for a service without declared calls). */
export function methodsOf(service: ApiService | string): ReadonlySet<string> {
  return METHODS.get(service) ?? NONE;
}

/** `Allow` of a 405 for `service`: its forwarded methods, comma-separated. */
export function allowOf(service: ApiService | string): string {
  return ALLOW.get(service) ?? '';
}
