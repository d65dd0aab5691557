/**
 * oidc-client-ts is its own chunk: it downloads while /config.json loads instead of weighing on the entry. Asked
 * for by `main.tsx` itself, not through the OIDC service's chunk (decision 476), so it is not a round trip later.
 */
export const loadOidcClient = () => import('oidc-client-ts');

export function preloadOidcClient(): void {
  loadOidcClient().catch(() => undefined);
}
