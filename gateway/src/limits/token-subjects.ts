import type { TokenVerifier } from '../push/token-verifier';

/**
 * The user behind a request's bearer token, for the per-user rate limit. Only a verified token names a user (an
 * unverified `sub` would let anyone spend someone else's limit); each token is verified once and remembered
 * until it expires, so a request with a known token costs one map lookup. A token that does not verify names
 * nobody: the request is limited by its address alone, and the upstream refuses it anyway.
 */
export interface TokenSubjects {
  subjectOf(authorization: string | string[] | undefined): string | null | Promise<string | null>;
}

interface Known {
  /** The whole Authorization header the entry is for. */
  authorization: string;
  subject: string | null;
  until: number;
}

/**
 * Entries are found by the header's last characters (the end of the token's signature) and then compared whole:
 * a Map hashes every character of a fresh string key, and hashing a kilobyte of token on every request cost more
 * than the rest of the request's limits. Two headers that end alike only take turns in one entry.
 */
const KEY_LENGTH = 32;

function keyOf(authorization: string): string {
  return authorization.length > KEY_LENGTH ? authorization.slice(-KEY_LENGTH) : authorization;
}

/** How long a token that failed verification is remembered as naming nobody. */
const REFUSED_FOR_MS = 60_000;

/** The token of `Bearer <token>` (no regex over a kilobyte of token on every request), or undefined. */
function bearerToken(authorization: string): string | undefined {
  if (authorization.length < 8 || authorization.charCodeAt(6) !== 32) return undefined;
  if (authorization.slice(0, 6).toLowerCase() !== 'bearer') return undefined;
  const token = authorization.slice(7).trim();
  return token === '' || token.includes(' ') ? undefined : token;
}

export function createTokenSubjects(
  verify: TokenVerifier,
  options: { maxEntries?: number; now?: () => number } = {},
): TokenSubjects {
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? Date.now;
  const known = new Map<string, Known>();
  const verifying = new Map<string, Promise<string | null>>();

  const remember = (entry: Known): void => {
    const key = keyOf(entry.authorization);
    if (!known.has(key) && known.size >= maxEntries) {
      // The oldest entry goes (a Map iterates in insertion order).
      const oldest = known.keys().next();
      if (oldest.done !== true) known.delete(oldest.value);
    }
    known.set(key, entry);
  };

  return {
    subjectOf(authorization) {
      if (typeof authorization !== 'string') return null;
      const key = keyOf(authorization);
      const entry = known.get(key);
      if (entry !== undefined && entry.authorization === authorization) {
        if (entry.until > now()) return entry.subject;
        known.delete(key);
        // An expired token names nobody (a refused one is verified again).
        if (entry.subject !== null) return null;
      }
      const token = bearerToken(authorization);
      if (token === undefined) return null;
      const running = verifying.get(token);
      if (running !== undefined) return running;
      const result = verify(token).then(
        (verified) => {
          remember({ authorization, subject: verified.subject, until: verified.expiresAt });
          return verified.subject;
        },
        () => {
          remember({ authorization, subject: null, until: now() + REFUSED_FOR_MS });
          return null;
        },
      );
      verifying.set(token, result);
      void result.finally(() => verifying.delete(token));
      return result;
    },
  };
}
