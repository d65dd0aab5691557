import type { ComponentType } from 'react';
import { AuthCallbackPage } from '#app/auth/AuthCallbackPage';
import { LogoutPage } from '#app/auth/LogoutPage';
import { PhotoManagementRedirect } from '#app/guards/guards';
import type { FeatureFlag } from '#contracts/feature-flags';
import type { RouteName } from '#contracts/routes';
import { lazyScreen } from './lazy-screen';

/**
 * Where a screen is shown: `shell` (signed in, header, menu and footer), `fullScreen` (signed in, no header or
 * footer: the previews), `public` (no sign-in) or `bare` (sign-in callback and sign-out, outside every layout).
 */
export type Layout = 'shell' | 'fullScreen' | 'public' | 'bare';

/** Who may open it: a feature flag that must be on, business users only, or consumers only. */
export type Guard = { flag: FeatureFlag } | 'b2b' | 'consumer';

export interface RouteEntry {
  layout: Layout;
  /** Named after the route: `orderDetails` → OrderDetailsPage (B2B twins reuse the consumer screen). */
  screen: ComponentType;
  guard?: Guard;
  /**
   * The screen's first calls, for when the app is opened at its path: their code is asked for before the screen's
   * chunks, and the calls start as soon as the session is known (with its owner), so they run while the screen's
   * code loads and the shell renders, not after. A dynamic import, to keep it out of the initial JS.
   */
  prefetch?: () => Promise<(owner: string) => void>;
}

const TIMELINE = { flag: 'PhotoManagementTimelineViewEnabled' } as const;
const ALBUMS = { flag: 'PhotoManagementAlbumViewEnabled' } as const;
const SHARED = { flag: 'PhotoManagementSharedAlbumsViewEnabled' } as const;

/*
 * Every route of contracts/routes.ts and its screen: adding a screen is one file in features/<area>/ and one line
 * here (a route missing here does not compile). Each feature area is its own chunk (vite.config.ts).
 */
export const routeTable: Record<RouteName, RouteEntry> = {
  home: { layout: 'shell', screen: lazyScreen(() => import('#features/home/HomePage'), 'HomePage') },
  authCallback: { layout: 'bare', screen: AuthCallbackPage },
  logout: { layout: 'bare', screen: LogoutPage },

  // Photo library
  photoManagement: { layout: 'shell', screen: PhotoManagementRedirect },
  photos: {
    layout: 'shell',
    guard: TIMELINE,
    screen: lazyScreen(() => import('#features/photo-library/timeline/PhotosPage'), 'PhotosPage'),
    prefetch: () => import('#platform/photo-library/timeline').then((m) => m.prefetchTimeline),
  },
  photoPreview: {
    layout: 'fullScreen',
    guard: TIMELINE,
    screen: lazyScreen(() => import('#features/photo-library/preview/PhotoPreviewPage'), 'PhotoPreviewPage'),
  },
  albums: {
    layout: 'shell',
    guard: ALBUMS,
    screen: lazyScreen(() => import('#features/photo-library/albums/AlbumsPage'), 'AlbumsPage'),
  },
  album: {
    layout: 'shell',
    guard: ALBUMS,
    screen: lazyScreen(() => import('#features/photo-library/albums/AlbumPage'), 'AlbumPage'),
  },
  albumPhotoPreview: {
    layout: 'fullScreen',
    guard: ALBUMS,
    screen: lazyScreen(() => import('#features/photo-library/preview/PhotoPreviewPage'), 'PhotoPreviewPage'),
  },
  sharedAlbum: {
    layout: 'shell',
    guard: SHARED,
    screen: lazyScreen(
      () => import('#features/photo-library/shared-albums/SharedAlbumPage'),
      'SharedAlbumPage',
    ),
  },
  sharedAlbumPhotoPreview: {
    layout: 'fullScreen',
    guard: SHARED,
    screen: lazyScreen(() => import('#features/photo-library/preview/PhotoPreviewPage'), 'PhotoPreviewPage'),
  },
  photoExports: {
    layout: 'shell',
    guard: { flag: 'PhotoManagementPhotoExportEnabled' },
    screen: lazyScreen(() => import('#features/photo-library/exports/PhotoExportsPage'), 'PhotoExportsPage'),
  },
  downloads: {
    layout: 'shell',
    guard: { flag: 'PhotoManagementDownloadViewEnabled' },
    screen: lazyScreen(() => import('#features/photo-library/downloads/DownloadsPage'), 'DownloadsPage'),
  },

  // Account
  orders: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/orders/OrdersPage'), 'OrdersPage'),
  },
  orderDetails: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/orders/OrderDetailsPage'), 'OrderDetailsPage'),
  },
  savedProjects: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/saved-projects/SavedProjectsPage'), 'SavedProjectsPage'),
  },
  invoices: {
    layout: 'shell',
    guard: 'b2b',
    screen: lazyScreen(() => import('#features/invoices/InvoicesPage'), 'InvoicesPage'),
  },
  ftpIntegration: {
    layout: 'shell',
    guard: 'b2b',
    screen: lazyScreen(() => import('#features/ftp-integration/FtpIntegrationPage'), 'FtpIntegrationPage'),
  },
  widgets: {
    layout: 'shell',
    guard: 'consumer',
    screen: lazyScreen(() => import('#features/widgets/WidgetsPage'), 'WidgetsPage'),
  },
  widgetShare: {
    layout: 'shell',
    guard: 'consumer',
    screen: lazyScreen(() => import('#features/widgets/WidgetSharePage'), 'WidgetSharePage'),
  },
  settings: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/settings/SettingsPage'), 'SettingsPage'),
  },
  settingsB2b: {
    layout: 'shell',
    guard: 'b2b',
    screen: lazyScreen(() => import('#features/settings/SettingsB2bPage'), 'SettingsB2bPage'),
  },
  personalDetails: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/settings/PersonalDetailsPage'), 'PersonalDetailsPage'),
  },
  paymentMethod: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/settings/PaymentMethodPage'), 'PaymentMethodPage'),
  },
  changeEmail: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/settings/ChangeEmailPage'), 'ChangeEmailPage'),
  },
  changeEmailB2b: {
    layout: 'shell',
    guard: 'b2b',
    screen: lazyScreen(() => import('#features/settings/ChangeEmailPage'), 'ChangeEmailPage'),
  },
  addAddress: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/addresses/AddAddressPage'), 'AddAddressPage'),
  },
  addAddressB2b: {
    layout: 'shell',
    guard: 'b2b',
    screen: lazyScreen(() => import('#features/addresses/AddAddressPage'), 'AddAddressPage'),
  },
  changeAddress: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/addresses/ChangeAddressPage'), 'ChangeAddressPage'),
  },
  changeAddressB2b: {
    layout: 'shell',
    guard: 'b2b',
    screen: lazyScreen(() => import('#features/addresses/ChangeAddressPage'), 'ChangeAddressPage'),
  },
  allAddresses: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/addresses/AllAddressesPage'), 'AllAddressesPage'),
  },

  // Public pages (links from e-mails)
  phoneUpload: {
    layout: 'public',
    screen: lazyScreen(() => import('#features/photo-library/upload/PhoneUploadPage'), 'PhoneUploadPage'),
  },
  accountDeleted: {
    layout: 'public',
    screen: lazyScreen(() => import('#features/account-deletion/AccountDeletedPage'), 'AccountDeletedPage'),
  },
  deleteAccountConfirmation: {
    layout: 'public',
    screen: lazyScreen(
      () => import('#features/account-deletion/DeleteAccountConfirmationPage'),
      'DeleteAccountConfirmationPage',
    ),
  },
  deleteAccountError: {
    layout: 'public',
    screen: lazyScreen(
      () => import('#features/account-deletion/DeleteAccountErrorPage'),
      'DeleteAccountErrorPage',
    ),
  },
  changeEmailConfirmation: {
    layout: 'public',
    screen: lazyScreen(
      () => import('#features/email-change/ChangeEmailConfirmationPage'),
      'ChangeEmailConfirmationPage',
    ),
  },
  changeEmailSuccess: {
    layout: 'public',
    screen: lazyScreen(
      () => import('#features/email-change/ChangeEmailSuccessPage'),
      'ChangeEmailSuccessPage',
    ),
  },
  changeEmailError: {
    layout: 'public',
    screen: lazyScreen(() => import('#features/email-change/ChangeEmailErrorPage'), 'ChangeEmailErrorPage'),
  },
  doubleOptInConfirmation: {
    layout: 'public',
    screen: lazyScreen(
      () => import('#features/double-opt-in/DoubleOptInConfirmationPage'),
      'DoubleOptInConfirmationPage',
    ),
  },
  doubleOptInSuccess: {
    layout: 'public',
    screen: lazyScreen(
      () => import('#features/double-opt-in/DoubleOptInSuccessPage'),
      'DoubleOptInSuccessPage',
    ),
  },
  doubleOptInError: {
    layout: 'public',
    screen: lazyScreen(() => import('#features/double-opt-in/DoubleOptInErrorPage'), 'DoubleOptInErrorPage'),
  },
};
