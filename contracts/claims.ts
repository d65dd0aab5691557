import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Claims the client reads from the ID token profile. */
export const IdentityClaims = lazySchema(() =>
  z.object({
    sub: z.string().min(1),
    email: z.email(),
    /** Identity provider type and the subject at that provider (used by identity calls). */
    idp: z.string().min(1),
    idp_sub: z.string().min(1),
    /** Authentication methods; an entry equal to 'b2b' (any case) marks a business user. */
    amr: z.array(z.string()).default([]),
  }),
);
export type IdentityClaims = z.infer<typeof IdentityClaims>;

export function isB2b(claims: Pick<IdentityClaims, 'amr'>): boolean {
  return claims.amr.some((m) => m.toLowerCase() === 'b2b');
}

/** Audience of the JWT access tokens that every API (and the push relay) accepts. */
export const API_AUDIENCE = 'urn:photo-account:api';
