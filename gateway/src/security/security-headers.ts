import { BASE_HEADER_LIST } from '../http/gateway-error';
import type { AppEnv } from '../options';

/** Browser features the account area never uses are off for it and anything it embeds; fullscreen is its own. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const HSTS_MAX_AGE_S = 31_536_000;

/** HSTS outside fixture mode (a developer's http://localhost must stay reachable), subdomains included. */
export function strictTransportSecurity(appEnv: AppEnv): { maxAge: number; value: string } | null {
  if (appEnv === 'fixture') return null;
  return { maxAge: HSTS_MAX_AGE_S, value: `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` };
}

/**
 * The gateway's own headers on answers written outside Fastify (the proxy's, client errors): nosniff, robots
 * and, outside fixture mode, HSTS. A flat [name, value, …] list.
 */
export function rawResponseHeaders(appEnv: AppEnv): readonly string[] {
  const hsts = strictTransportSecurity(appEnv);
  return hsts === null ? BASE_HEADER_LIST : [...BASE_HEADER_LIST, 'strict-transport-security', hsts.value];
}
