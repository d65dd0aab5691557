import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { IdentityClaims } from '#contracts/claims';
import { DEFAULT_BFF_SESSION } from '../defaults';
import type { BffOptions } from '../options';
import type { OidcClient } from './oidc-client';
import { type BffSession, type SessionStore, sessionDigest } from './session-store';

/** How long a request waits for another copy's refresh of the same session before giving up. */
const REFRESH_WAIT_MS = 5000;
const REFRESH_POLL_MS = 100;
/** Writing the last use back costs a store write: at most once per this. */
const TOUCH_EVERY_MS = 5000;

export interface SessionsOptions {
  store: SessionStore;
  client: OidcClient;
  bff: BffOptions;
  log: Logger;
  now?: () => number;
}

/** A session ended: its digest (`sessionDigest`, never the cookie value) and its user's subject. */
export type SessionEndedListener = (digest: string, userId: string) => void;

/** The tokens of a sign-in, as openid-client answers them. */
type Tokens = oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;

/** What a refresh needs of the sessions: writing one back, ending one, and a token's expiry. */
interface SessionKeeping {
  save(id: string, session: BffSession): Promise<void>;
  end(id: string, session: BffSession): Promise<void>;
  expiresAtOf(tokens: Tokens): number;
}

/**
 * The access token's refresh: one copy at a time through the store's lock (the others wait for its result), the
 * rotated refresh token kept; a refused refresh, or none to use, ends the session.
 */
function refresher(options: SessionsOptions, keeping: SessionKeeping, now: () => number) {
  const { store, client, log } = options;

  async function refresh(id: string, session: BffSession): Promise<BffSession | null> {
    if (session.refreshToken === null) {
      await keeping.end(id, session);
      return null;
    }
    if (!(await store.lock(id, REFRESH_WAIT_MS))) return waitForOtherRefresh(id, session.accessToken);
    try {
      const tokens = await oidc.refreshTokenGrant(await client.config(), session.refreshToken);
      const next: BffSession = {
        ...session,
        accessToken: tokens.access_token,
        accessExpiresAt: keeping.expiresAtOf(tokens),
        // Rotation: the provider's new refresh token replaces the used one (which it no longer accepts).
        refreshToken: tokens.refresh_token ?? session.refreshToken,
      };
      await keeping.save(id, next);
      return next;
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError) {
        log.info({ error: error.error }, 'bff refresh refused: session ended');
        await keeping.end(id, session);
        return null;
      }
      throw error;
    } finally {
      await store.unlock(id);
    }
  }

  /** Another copy holds the refresh lock: wait until the session carries a new access token. */
  async function waitForOtherRefresh(id: string, oldToken: string): Promise<BffSession | null> {
    const until = now() + REFRESH_WAIT_MS;
    while (now() < until) {
      await new Promise((resolve) => setTimeout(resolve, REFRESH_POLL_MS));
      const current = await store.get(id);
      if (current === null) return null;
      if (current.accessToken !== oldToken) return current;
    }
    throw new Error('bff refresh by another copy did not finish');
  }

  return refresh;
}

/**
 * Sessions of bff mode: created at sign-in (a fresh id each time), ended by idle and absolute timeouts, and the
 * access token refreshed shortly before it expires, one refresh at a time per session (in this process, and
 * across copies through the store's lock), the rotated refresh token kept. A refused refresh ends the session.
 */
export function createSessions(options: SessionsOptions) {
  const { store, client, bff, log } = options;
  const now = options.now ?? Date.now;
  const refreshBeforeMs = bff.refreshBeforeMs ?? DEFAULT_BFF_SESSION.refreshBeforeS * 1000;
  const refreshing = new Map<string, Promise<BffSession | null>>();
  const endedListeners = new Set<SessionEndedListener>();

  const ttlOf = (session: BffSession) =>
    Math.min(session.lastSeenAt + bff.idleTimeoutMs, session.createdAt + bff.absoluteTimeoutMs) - now();

  async function save(id: string, session: BffSession): Promise<void> {
    await store.put(id, session, ttlOf(session));
  }

  async function end(id: string, session: BffSession): Promise<void> {
    await store.delete(id);
    const digest = sessionDigest(id);
    for (const listener of endedListeners) listener(digest, session.user.sub);
  }

  function expiresAtOf(tokens: Tokens): number {
    const expiresIn = tokens.expiresIn();
    return now() + (expiresIn ?? 300) * 1000;
  }

  const keeping = { save, end, expiresAtOf };
  const refresh = refresher(options, keeping, now);

  return {
    /** A new session from the tokens of a completed sign-in; answers its id (the cookie's value). */
    async create(tokens: Tokens): Promise<string> {
      const claims = tokens.claims();
      const user = IdentityClaims.parse(claims);
      const id = randomBytes(32).toString('base64url');
      const at = now();
      await save(id, {
        user,
        accessToken: tokens.access_token,
        accessExpiresAt: expiresAtOf(tokens),
        refreshToken: tokens.refresh_token ?? null,
        createdAt: at,
        lastSeenAt: at,
      });
      return id;
    },

    /** The live session of a cookie value (its last use noted), or null when there is none or it timed out. */
    async read(id: string | undefined): Promise<BffSession | null> {
      if (id === undefined || id.length < 32) return null;
      const session = await store.get(id);
      if (session === null) return null;
      const at = now();
      if (at >= session.createdAt + bff.absoluteTimeoutMs || at >= session.lastSeenAt + bff.idleTimeoutMs) {
        await end(id, session);
        return null;
      }
      if (at - session.lastSeenAt >= TOUCH_EVERY_MS) {
        session.lastSeenAt = at;
        await save(id, session);
      }
      return session;
    },

    /** The session with an access token valid for a while yet (refreshed when needed), or null: signed out. */
    async withFreshToken(id: string, session: BffSession): Promise<BffSession | null> {
      if (session.accessExpiresAt - refreshBeforeMs > now()) return session;
      let pending = refreshing.get(id);
      if (pending === undefined) {
        pending = refresh(id, session).finally(() => refreshing.delete(id));
        refreshing.set(id, pending);
      }
      return pending;
    },

    /** Signs out: the refresh token revoked at the provider (best effort), the session gone. */
    async signOut(id: string, session: BffSession): Promise<void> {
      if (session.refreshToken !== null) {
        try {
          await oidc.tokenRevocation(await client.config(), session.refreshToken, {
            token_type_hint: 'refresh_token',
          });
        } catch (error) {
          log.warn({ err: error }, 'bff sign-out: refresh token revocation failed');
        }
      }
      await end(id, session);
    },

    /** Called when a session ends on this copy (sign-out, a timeout noticed, a refused refresh). */
    onEnded(listener: SessionEndedListener): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
