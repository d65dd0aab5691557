import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureFlag } from '#contracts/feature-flags';
import { paths } from '#contracts/routes';
import { AppRoot } from '../AppRoot';
import { AuthCallbackPage } from '../auth/AuthCallbackPage';
import { LogoutPage } from '../auth/LogoutPage';
import { RequireAuth } from '../auth/RequireAuth';
import { NotFoundPage } from '../errors/NotFoundPage';
import { B2bOnly, ConsumerOnly, FlagGuard, PhotoManagementRedirect } from '../guards/guards';
import { FullScreenLayout } from '../shell/FullScreenLayout';
import { PublicLayout } from '../shell/PublicLayout';
import { ShellLayout } from '../shell/ShellLayout';
import * as S from './screens';

const flag = (name: FeatureFlag, element: ReactNode) => <FlagGuard flag={name}>{element}</FlagGuard>;
const b2b = (element: ReactNode) => <B2bOnly>{element}</B2bOnly>;
const consumer = (element: ReactNode) => <ConsumerOnly>{element}</ConsumerOnly>;

const TIMELINE: FeatureFlag = 'PhotoManagementTimelineViewEnabled';
const ALBUMS: FeatureFlag = 'PhotoManagementAlbumViewEnabled';
const SHARED: FeatureFlag = 'PhotoManagementSharedAlbumsViewEnabled';

/** Public routes: no sign-in, no shell menu. */
const publicRoutes: RouteObject[] = [
  { path: paths.accountDeleted, element: <S.AccountDeletedPage /> },
  { path: paths.deleteAccountConfirmation, element: <S.DeleteAccountConfirmationPage /> },
  { path: paths.deleteAccountError, element: <S.DeleteAccountErrorPage /> },
  { path: paths.changeEmailConfirmation, element: <S.ChangeEmailConfirmationPage /> },
  { path: paths.changeEmailSuccess, element: <S.ChangeEmailSuccessPage /> },
  { path: paths.changeEmailError, element: <S.ChangeEmailErrorPage /> },
  { path: paths.doubleOptInConfirmation, element: <S.SubscriptionConfirmationPage /> },
  { path: paths.doubleOptInSuccess, element: <S.SubscriptionSuccessPage /> },
  { path: paths.doubleOptInError, element: <S.SubscriptionErrorPage /> },
];

/** Full-screen previews: signed in, no header or footer. */
const fullScreenRoutes: RouteObject[] = [
  { path: paths.photoPreview, element: flag(TIMELINE, <S.PhotoPreviewPage />) },
  { path: paths.albumPhotoPreview, element: flag(ALBUMS, <S.PhotoPreviewPage />) },
  { path: paths.sharedAlbumPhotoPreview, element: flag(SHARED, <S.PhotoPreviewPage />) },
];

/** Everything inside the signed-in shell. */
const shellRoutes: RouteObject[] = [
  { index: true, element: <S.HomePage /> },
  { path: paths.savedProjects, element: <S.SavedProjectsPage /> },
  { path: paths.orders, element: <S.OrdersPage /> },
  { path: paths.orderDetails, element: <S.OrderDetailsPage /> },
  { path: paths.photoManagement, element: <PhotoManagementRedirect /> },
  { path: paths.photos, element: flag(TIMELINE, <S.PhotosPage />) },
  { path: paths.albums, element: flag(ALBUMS, <S.AlbumsPage />) },
  { path: paths.album, element: flag(ALBUMS, <S.AlbumPage />) },
  { path: paths.sharedAlbum, element: flag(SHARED, <S.SharedAlbumPage />) },
  { path: paths.photoExports, element: flag('PhotoManagementPhotoExportEnabled', <S.ExportPage />) },
  { path: paths.downloads, element: flag('PhotoManagementDownloadViewEnabled', <S.DownloadsPage />) },
  { path: paths.invoices, element: b2b(<S.InvoicesPage />) },
  { path: paths.ftpIntegration, element: b2b(<S.FtpInstructionsPage />) },
  { path: paths.settings, element: <S.SettingsPage /> },
  { path: paths.settingsB2b, element: b2b(<S.BusinessSettingsPage />) },
  { path: paths.changeEmailB2b, element: b2b(<S.ChangeEmailPage />) },
  { path: paths.addAddressB2b, element: b2b(<S.AddAddressPage />) },
  { path: paths.changeAddressB2b, element: b2b(<S.ChangeAddressPage />) },
  { path: paths.personalDetails, element: <S.PersonalDetailsPage /> },
  { path: paths.paymentMethod, element: <S.PaymentMethodPage /> },
  { path: paths.changeEmail, element: <S.ChangeEmailPage /> },
  { path: paths.addAddress, element: <S.AddAddressPage /> },
  { path: paths.changeAddress, element: <S.ChangeAddressPage /> },
  { path: paths.allAddresses, element: <S.AllAddressesPage /> },
  { path: paths.widgets, element: consumer(<S.WidgetsPage />) },
  { path: paths.widgetShare, element: consumer(<S.WidgetSharePage />) },
  { path: '*', element: <NotFoundPage /> },
];

/** The route table of account-area.md §2 and photo-library.md §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: paths.authCallback, element: <AuthCallbackPage /> },
      { path: paths.logout, element: <LogoutPage /> },
      {
        element: <RequireAuth />,
        children: [
          { element: <FullScreenLayout />, children: fullScreenRoutes },
          { path: paths.home, element: <ShellLayout />, children: shellRoutes },
        ],
      },
      { element: <PublicLayout />, children: publicRoutes },
    ],
  },
];
