import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildServer } from '../server';
import {
  connectPush,
  ISSUER,
  type KeyPair,
  type PushClient,
  signToken,
  startJwks,
  type TestJwks,
} from './push-support';
import { startRedis, type TestRedis } from './redis-server';
import { listen, testOptions } from './support';

/** The push ingest's secret on every copy. */
export const INGEST_SECRET = 'a-long-enough-ingest-secret';

export interface PushCopies {
  /** The file's redis-server (started before its tests, killed after). */
  redis(): TestRedis;
  /** The key prefix every copy of the running test shares; tests do not see each other's keys. */
  prefix(): string;
  /**
   * A gateway copy, listening: on the shared Redis (default) or alone on its in-memory hub; `beforeListen` runs
   * between its build and its listen (tracing attaches there).
   */
  copy(options?: {
    relay?: 'redis' | 'memory';
    beforeListen?: (app: FastifyInstance) => Promise<void>;
  }): Promise<{ app: FastifyInstance; base: string }>;
  /** A socket of `sub` on the copy at `base`, authenticated (its `OK` received). */
  authenticated(base: string, sub: string, headers?: Record<string, string>): Promise<PushClient>;
  /** Closes the sockets and the copies now (also done after each test). */
  closeAll(): Promise<void>;
}

/** Registers the file's hooks: signing keys, a JWKS and a real redis-server for its tests' gateway copies. */
export function setupPushCopies(): PushCopies {
  let keys: KeyPair;
  let jwks: TestJwks;
  let redis: TestRedis;
  let copies: FastifyInstance[] = [];
  let clients: PushClient[] = [];
  let prefix = '';

  const closeAll = async () => {
    for (const client of clients) client.ws.close();
    clients = [];
    await Promise.all(copies.map((copy) => copy.close()));
    copies = [];
  };
  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    jwks = await startJwks([{ pair: keys, kid: 'k1' }]);
    redis = await startRedis();
  });
  afterAll(async () => {
    await jwks.close();
    await redis.close();
  });
  beforeEach(() => {
    prefix = `t${Date.now()}:`;
  });
  afterEach(closeAll);

  return {
    redis: () => redis,
    prefix: () => prefix,
    async copy(options = {}) {
      const app = await buildServer(
        testOptions({
          oidc: { authority: ISSUER, clientId: 'account-area', issuer: ISSUER, jwksUrl: jwks.url },
          ...(options.relay === 'memory' ? {} : { redisUrl: redis.url, redisKeyPrefix: prefix }),
          pushIngestSecret: INGEST_SECRET,
        }),
      );
      copies.push(app);
      await options.beforeListen?.(app);
      return { app, base: await listen(app) };
    },
    async authenticated(base, sub, headers = {}) {
      const client = connectPush(base, base, undefined, headers);
      clients.push(client);
      await client.opened;
      client.authenticate(await signToken(keys, { sub }));
      expect(await client.next()).toBe('OK');
      return client;
    },
    closeAll,
  };
}
