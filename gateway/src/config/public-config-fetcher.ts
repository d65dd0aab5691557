import { buildPath } from '#contracts/endpoint';
import { getPublicConfig, PublicConfig } from '#contracts/public-config';
import { tracedFetch } from '../observability/trace-scope';

export type PublicConfigFetcher = (host: string) => Promise<PublicConfig>;

/**
 * The public-config call (contracts/public-config.ts) on its upstream, parsed with its contract; any failure rejects.
 * A span of the request it is made for, when traces are on.
 */
export function createPublicConfigFetcher(base: string, timeoutMs: number): PublicConfigFetcher {
  const prefix = base.replace(/\/+$/, '');
  const fetch = tracedFetch('GET public-config');
  return async (host) => {
    const response = await fetch(`${prefix}${buildPath(getPublicConfig.path, { host })}`, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`public-config answered ${response.status}`);
    }
    const parsed = PublicConfig.safeParse(await response.json());
    if (!parsed.success) throw new Error('public-config answer does not match its contract');
    return parsed.data;
  };
}
