import { UPSTREAM_VARIABLES } from './env-schema';

/**
 * What production must set: where the identity provider is and whose keys sign the access tokens (the issuer
 * is the authority unless OIDC_ISSUER says otherwise), the client id, every upstream, and the secret the push
 * sources present to the internal ingest. The emulator's addresses are never a production default.
 */
export const REQUIRED_IN_PRODUCTION: readonly string[] = [
  'OIDC_AUTHORITY',
  'OIDC_CLIENT_ID',
  'OIDC_JWKS_URL',
  'IMAGE_ORIGINS',
  'CONSENT_SCRIPT_URL',
  'ANALYTICS_URL',
  'CHAT_SCRIPT_URL',
  'SURVEY_SCRIPT_URL',
  'PUSH_INGEST_SECRET',
  ...UPSTREAM_VARIABLES,
];

/** The required variables `present` lacks, in the order above. */
export function missingForProduction(present: Readonly<Record<string, unknown>>): string[] {
  return REQUIRED_IN_PRODUCTION.filter((name) => present[name] === undefined);
}
