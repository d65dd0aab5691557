import type { Logger } from 'pino';
import type { Brand } from '#contracts/brand';
import type { PublicConfig } from '#contracts/public-config';
import type { PublicConfigFetcher } from './public-config-fetcher';

interface Entry {
  json: string;
  /** Built from a public config the service really answered (not the fallback). */
  complete: boolean;
  expiresAt: number;
}

export interface AppConfigCache {
  /** The serialised `/config.json` of a brand. Never rejects: a failing public-config gives the fallback. */
  get(brand: Brand): Promise<string>;
}

export interface AppConfigCacheOptions {
  build(brand: Brand, publicConfig: PublicConfig | null): unknown;
  fetchPublicConfig: PublicConfigFetcher;
  /** Reuse of a complete config. */
  ttlMs: number;
  /** Reuse after a failed fetch (the fallback, or the last complete config) before trying again. */
  retryMs: number;
  log: Logger;
  now?: () => number;
}

/**
 * Per-brand cache of the serialised app config. One fetch per brand at a time; a failure is remembered only
 * for `retryMs`, and a config that was complete once stays in use (stale) while the service is failing.
 */
export function createAppConfigCache(options: AppConfigCacheOptions): AppConfigCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<string>>();

  async function refresh(brand: Brand, previous: Entry | undefined): Promise<string> {
    const host = brand.hosts[0] ?? brand.id;
    try {
      const publicConfig = await options.fetchPublicConfig(host);
      const json = JSON.stringify(options.build(brand, publicConfig));
      entries.set(brand.id, { json, complete: true, expiresAt: now() + options.ttlMs });
      return json;
    } catch (error) {
      options.log.warn(
        { brand: brand.id, reason: error instanceof Error ? error.message : String(error) },
        'public-config unavailable: serving the fallback config',
      );
      const entry: Entry =
        previous?.complete === true
          ? { ...previous, expiresAt: now() + options.retryMs }
          : {
              json: JSON.stringify(options.build(brand, null)),
              complete: false,
              expiresAt: now() + options.retryMs,
            };
      entries.set(brand.id, entry);
      return entry.json;
    }
  }

  return {
    get(brand) {
      const entry = entries.get(brand.id);
      if (entry !== undefined && entry.expiresAt > now()) return Promise.resolve(entry.json);
      let inFlight = pending.get(brand.id);
      if (inFlight === undefined) {
        inFlight = refresh(brand, entry).finally(() => pending.delete(brand.id));
        pending.set(brand.id, inFlight);
      }
      return inFlight;
    },
  };
}
