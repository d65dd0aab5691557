import type { IdentityClaims } from '#contracts/claims';
import { confirmAccountDeletion } from '#contracts/identity';
import { apiCall } from '#platform/api/api-request';

/** POST v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm. */
export function postAccountDeletionConfirmation(
  identity: Pick<IdentityClaims, 'idp' | 'idp_sub'>,
  token: string,
) {
  return apiCall(confirmAccountDeletion, {
    params: { idpType: identity.idp, idpSub: identity.idp_sub, token },
  });
}
