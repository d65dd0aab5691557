import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Upstream services the gateway proxies under /api/<service>/… (kebab-case names after the spec's services).
 * The browser calls `/api/<service><path of the spec>`, e.g. `/api/customers/customers/me`.
 */
export const API_SERVICES = [
  'photo-management',
  'photo-deletion',
  'identity',
  'customers',
  'orders',
  'projects',
  'widgets',
  'invoices',
  'downloads',
  'storage',
  'photo-upload',
  'merchandise',
  'email-gateway',
  'ab-test',
] as const;

export const ApiService = lazySchema(() => z.enum(API_SERVICES));
export type ApiService = z.infer<typeof ApiService>;

/** Env variable that sets a service's upstream base URL, e.g. UPSTREAM_PHOTO_MANAGEMENT. */
export function upstreamEnvName(service: ApiService | 'public-config'): string {
  return `UPSTREAM_${service.toUpperCase().replaceAll('-', '_')}`;
}

/** Whether a service is reached by the browser through the gateway's /api proxy (public-config and images are not). */
export function isApiService(name: string): name is ApiService {
  return (API_SERVICES as readonly string[]).includes(name);
}
