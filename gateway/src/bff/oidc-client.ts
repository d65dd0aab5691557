import * as oidc from 'openid-client';
import { tracedFetch } from '../observability/trace-scope';
import type { BffOptions } from '../options';

/** Every call to the identity provider (discovery, token, end of session) is a span of its request. */
const providerFetch = tracedFetch('identity-provider');
// Its body is a string, URLSearchParams or bytes, all BodyInit: only the typings of Uint8Array's buffer differ.
const fetchTraced: oidc.CustomFetch = (url, options) => providerFetch(url, options as RequestInit);
const traced = (configuration: oidc.Configuration): void => {
  configuration[oidc.customFetch] = fetchTraced;
};

/**
 * The gateway's confidential client (openid-client): the provider's metadata is discovered on first use and kept;
 * a failed discovery is retried on the next call. Plain http is allowed only for an http authority (the emulator).
 */
export function createOidcClient(authority: string, bff: BffOptions) {
  let configuration: Promise<oidc.Configuration> | null = null;
  const execute = [...(authority.startsWith('http:') ? [oidc.allowInsecureRequests] : []), traced];
  return {
    config(): Promise<oidc.Configuration> {
      configuration ??= oidc
        .discovery(new URL(authority), bff.clientId, undefined, oidc.ClientSecretBasic(bff.clientSecret), {
          execute,
          [oidc.customFetch]: fetchTraced,
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
