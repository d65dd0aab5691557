/**
 * Every page path of the SPA: the route tables of spec/account-area.md and spec/photo-library.md, plus the
 * OIDC callback. The gateway answers index.html on each (the router of the SPA takes over from there).
 */
export const SPA_ROUTES = [
  '/',
  '/account-deleted',
  '/delete-account-confirmation',
  '/delete-account-error',
  '/saved-projects',
  '/orders',
  '/orders/:orderCode',
  '/my-photos',
  '/my-photos/photos',
  '/my-photos/photos/preview/:id',
  '/my-photos/albums',
  '/my-photos/albums/:id',
  '/my-photos/shared-albums/:id',
  '/my-photos/albums/:id/preview/:photoId',
  '/my-photos/shared-albums/:id/preview/:photoId',
  '/my-photos/exports/:backupId',
  '/downloads',
  '/settings',
  '/settings/b2b',
  '/settings/b2b/email',
  '/settings/personal-details',
  '/settings/payment-method',
  '/settings/email',
  '/change-email-confirmation',
  '/change-email-success',
  '/change-email-error',
  '/logout',
  '/online-products',
  '/online-products/:productCode',
  '/settings/new-address',
  '/settings/address',
  '/settings/address/*',
  '/settings/addresses/all',
  '/invoices',
  '/integration',
  '/settings/b2b/new-address',
  '/settings/b2b/address',
  '/settings/b2b/address/*',
  '/subscription-confirmation',
  '/subscription-confirmation-success',
  '/subscription-confirmation-error',
  '/auth/callback',
] as const;

/** Paths that are never a page: a miss under them is a JSON 404, not index.html. */
const RESERVED = ['/api', '/assets', '/locales', '/internal', '/push', '/config.json', '/healthz'];

export function isReservedPath(path: string): boolean {
  return RESERVED.some((name) => path === name || path.startsWith(`${name}/`));
}
