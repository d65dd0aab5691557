import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { IdentityClaims } from '#contracts/claims';

/** A signed-in browser's session (bff mode): the tokens never leave the gateway. */
export interface BffSession {
  user: IdentityClaims;
  accessToken: string;
  /** Epoch ms. */
  accessExpiresAt: number;
  refreshToken: string | null;
  /** Epoch ms of the sign-in (absolute timeout) and of the last use (idle timeout). */
  createdAt: number;
  lastSeenAt: number;
}

/** Where sessions live: this process's memory, or Redis shared by every gateway copy. */
export interface SessionStore {
  get(id: string): Promise<BffSession | null>;
  /** Stores the session for `ttlMs` (its remaining lifetime). */
  put(id: string, session: BffSession, ttlMs: number): Promise<void>;
  delete(id: string): Promise<void>;
  /** Takes the session's refresh lock for `ttlMs`; false when another request (or copy) holds it. */
  lock(id: string, ttlMs: number): Promise<boolean>;
  unlock(id: string): Promise<void>;
}

export function createMemorySessionStore(now: () => number = Date.now): SessionStore {
  const sessions = new Map<string, { session: BffSession; until: number }>();
  const locks = new Map<string, number>();
  return {
    async get(id) {
      const entry = sessions.get(id);
      if (entry === undefined) return null;
      if (entry.until <= now()) {
        sessions.delete(id);
        return null;
      }
      return structuredClone(entry.session);
    },
    async put(id, session, ttlMs) {
      sessions.set(id, { session: structuredClone(session), until: now() + ttlMs });
    },
    async delete(id) {
      sessions.delete(id);
    },
    async lock(id, ttlMs) {
      const until = locks.get(id);
      if (until !== undefined && until > now()) return false;
      locks.set(id, now() + ttlMs);
      return true;
    },
    async unlock(id) {
      locks.delete(id);
    },
  };
}

/**
 * What a session is known by outside its cookie (Redis keys, the cross-copy end notice): the SHA-256 of its id,
 * so neither a dump of Redis nor a listener on its channels learns a usable cookie value.
 */
export function sessionDigest(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

/**
 * Sessions in Redis under `<prefix>bff:session:<sessionDigest of the id>` (a dump of Redis holds no usable cookie), with
 * the session's remaining lifetime as the key's expiry.
 */
export function createRedisSessionStore(redis: Redis, prefix: string): SessionStore {
  const key = (id: string) => `${prefix}bff:session:${sessionDigest(id)}`;
  return {
    async get(id) {
      const json = await redis.get(key(id));
      return json === null ? null : (JSON.parse(json) as BffSession);
    },
    async put(id, session, ttlMs) {
      await redis.set(key(id), JSON.stringify(session), 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async delete(id) {
      await redis.del(key(id));
    },
    async lock(id, ttlMs) {
      return (await redis.set(`${key(id)}:refreshing`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async unlock(id) {
      await redis.del(`${key(id)}:refreshing`);
    },
  };
}
