import type { IdentityClaims } from '#contracts/claims';
import { requestAccountDeletion, requestEmailChange } from '#contracts/identity';
import { apiCall } from '#platform/api/api-request';

type Identity = Pick<IdentityClaims, 'idp' | 'idp_sub'>;

const paramsOf = (identity: Identity) => ({ idpType: identity.idp, idpSub: identity.idp_sub });

/** POST v2/identities/{idpType}/{idpSub}/emailchanges: 409 in use, 429 too many requests. */
export function postEmailChange(identity: Identity, email: string, channel: string): Promise<unknown> {
  return apiCall(requestEmailChange, { params: paramsOf(identity), body: { email, channel } });
}

/** POST v2/identities/{idpType}/{idpSub}/deleteaccount: the confirmation link goes to the account's address. */
export function postAccountDeletion(identity: Identity, channel: string): Promise<unknown> {
  return apiCall(requestAccountDeletion, { params: paramsOf(identity), body: { channel } });
}
