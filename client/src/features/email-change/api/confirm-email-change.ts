import type { IdentityClaims } from '#contracts/claims';
import { confirmEmailChange } from '#contracts/identity';
import { apiCall } from '#platform/api/api-request';

/** POST v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm. */
export function postEmailChangeConfirmation(
  identity: Pick<IdentityClaims, 'idp' | 'idp_sub'>,
  token: string,
) {
  return apiCall(confirmEmailChange, { params: { idpType: identity.idp, idpSub: identity.idp_sub, token } });
}
