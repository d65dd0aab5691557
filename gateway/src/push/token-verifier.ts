import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { API_AUDIENCE } from '#contracts/claims';

/** Resolves to the token's subject (the user id) when the access token is valid; rejects otherwise. */
export type TokenVerifier = (token: string) => Promise<string>;

export interface TokenVerifierOptions {
  issuer: string;
  jwksUrl: string;
  /** A ready key source (tests); otherwise the JWKS at `jwksUrl`, fetched and cached by jose. */
  jwks?: JWTVerifyGetKey;
}

/** Verifies access tokens as every API does: signature against the provider's keys, issuer, audience, expiry. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys =
    options.jwks ??
    createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: API_AUDIENCE,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      clockTolerance: 5,
    });
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new Error('token has no subject');
    return payload.sub;
  };
}
