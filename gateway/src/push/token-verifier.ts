import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { API_AUDIENCE } from '#contracts/claims';
import { tracedFetch } from '../observability/trace-scope';

/** A verified access token: whose it is and until when it is valid (ms since the epoch). */
export interface VerifiedToken {
  subject: string;
  expiresAt: number;
}

/** Resolves when the access token is valid; rejects with `InvalidTokenError` or `VerifierUnavailableError`. */
export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

/** The token is not acceptable (signature, issuer, audience, type, expiry, claims). */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** The token could not be checked (the JWKS did not answer or answered garbage): try again later. */
export class VerifierUnavailableError extends Error {
  override name = 'VerifierUnavailableError';
}

export interface TokenVerifierOptions {
  issuer: string;
  jwksUrl: string;
  /** Expected `typ` header (RFC 9068 access tokens: `at+jwt`). */
  type: string;
  /** A ready key source (tests); otherwise the JWKS at `jwksUrl`, fetched and cached by jose. */
  jwks?: JWTVerifyGetKey;
  /** How long fetched keys are used before the JWKS is fetched again. */
  cacheMaxAgeMs: number;
  /** The least time between two fetches; a token signed with an unknown key (rotation) refetches after it. */
  cooldownMs: number;
}

/** jose's codes for a JWKS that could not be fetched or read: the verifier's problem, not the token's. */
const UNAVAILABLE_CODES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

/**
 * Verifies access tokens as every API does: signature against the provider's keys, issuer, audience, `typ`,
 * expiry (which must be there) and subject. The keys are cached; a token signed with a key the cache does not
 * hold makes jose fetch the JWKS again, so a key rotation is picked up without a restart.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys =
    options.jwks ??
    createRemoteJWKSet(new URL(options.jwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: options.cooldownMs,
      cacheMaxAge: options.cacheMaxAgeMs,
      // A span of the request that needed the keys, when traces are on.
      [customFetch]: tracedFetch('GET jwks'),
    });
  return async (token) => {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: API_AUDIENCE,
        typ: options.type,
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 5,
      }));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('ERR_J') && !UNAVAILABLE_CODES.has(code)) {
        throw new InvalidTokenError(code);
      }
      throw new VerifierUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
      throw new InvalidTokenError('token has no subject');
    }
    if (typeof payload.exp !== 'number') throw new InvalidTokenError('token has no expiry');
    return { subject: payload.sub, expiresAt: payload.exp * 1000 };
  };
}
