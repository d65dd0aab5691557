import * as oidc from 'openid-client';
import type { BffOptions } from '../options';

/**
 * The gateway's confidential client (openid-client): the provider's metadata is discovered on first use and kept;
 * a failed discovery is retried on the next call. Plain http is allowed only for an http authority (the emulator).
 */
export function createOidcClient(authority: string, bff: BffOptions) {
  let configuration: Promise<oidc.Configuration> | null = null;
  const execute = authority.startsWith('http:') ? [oidc.allowInsecureRequests] : [];
  return {
    config(): Promise<oidc.Configuration> {
      configuration ??= oidc
        .discovery(new URL(authority), bff.clientId, undefined, oidc.ClientSecretBasic(bff.clientSecret), {
          execute,
        })
        .catch((error: unknown) => {
          configuration = null;
          throw error;
        });
      return configuration;
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
