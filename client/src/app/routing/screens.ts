import { lazyScreen } from './lazy-screen';

/* One lazy import per screen; the build groups them into one chunk per feature area (vite.config.ts). */
export const HomePage = lazyScreen(() => import('../../features/home/HomePage'), 'HomePage');
export const OrdersPage = lazyScreen(() => import('../../features/orders/OrdersPage'), 'OrdersPage');
export const OrderDetailsPage = lazyScreen(
  () => import('../../features/orders/OrderDetailsPage'),
  'OrderDetailsPage',
);
export const InvoicesPage = lazyScreen(() => import('../../features/invoices/InvoicesPage'), 'InvoicesPage');
export const FtpInstructionsPage = lazyScreen(
  () => import('../../features/integration/FtpInstructionsPage'),
  'FtpInstructionsPage',
);
export const SettingsPage = lazyScreen(() => import('../../features/settings/SettingsPage'), 'SettingsPage');
export const BusinessSettingsPage = lazyScreen(
  () => import('../../features/settings/BusinessSettingsPage'),
  'BusinessSettingsPage',
);
export const PersonalDetailsPage = lazyScreen(
  () => import('../../features/settings/PersonalDetailsPage'),
  'PersonalDetailsPage',
);
export const PaymentMethodPage = lazyScreen(
  () => import('../../features/settings/PaymentMethodPage'),
  'PaymentMethodPage',
);
export const ChangeEmailPage = lazyScreen(
  () => import('../../features/settings/ChangeEmailPage'),
  'ChangeEmailPage',
);
export const AddAddressPage = lazyScreen(
  () => import('../../features/addresses/AddAddressPage'),
  'AddAddressPage',
);
export const ChangeAddressPage = lazyScreen(
  () => import('../../features/addresses/ChangeAddressPage'),
  'ChangeAddressPage',
);
export const AllAddressesPage = lazyScreen(
  () => import('../../features/addresses/AllAddressesPage'),
  'AllAddressesPage',
);
export const SavedProjectsPage = lazyScreen(
  () => import('../../features/saved-projects/SavedProjectsPage'),
  'SavedProjectsPage',
);
export const WidgetsPage = lazyScreen(() => import('../../features/widgets/WidgetsPage'), 'WidgetsPage');
export const WidgetSharePage = lazyScreen(
  () => import('../../features/widgets/WidgetSharePage'),
  'WidgetSharePage',
);
export const DownloadsPage = lazyScreen(
  () => import('../../features/downloads/DownloadsPage'),
  'DownloadsPage',
);
export const PhotosPage = lazyScreen(() => import('../../features/photos/PhotosPage'), 'PhotosPage');
export const AlbumsPage = lazyScreen(() => import('../../features/albums/AlbumsPage'), 'AlbumsPage');
export const AlbumPage = lazyScreen(() => import('../../features/albums/AlbumPage'), 'AlbumPage');
export const SharedAlbumPage = lazyScreen(
  () => import('../../features/shared-albums/SharedAlbumPage'),
  'SharedAlbumPage',
);
export const PhotoPreviewPage = lazyScreen(
  () => import('../../features/preview/PhotoPreviewPage'),
  'PhotoPreviewPage',
);
export const ExportPage = lazyScreen(() => import('../../features/export/ExportPage'), 'ExportPage');
export const AccountDeletedPage = lazyScreen(
  () => import('../../features/account-deletion/AccountDeletedPage'),
  'AccountDeletedPage',
);
export const DeleteAccountConfirmationPage = lazyScreen(
  () => import('../../features/account-deletion/DeleteAccountConfirmationPage'),
  'DeleteAccountConfirmationPage',
);
export const DeleteAccountErrorPage = lazyScreen(
  () => import('../../features/account-deletion/DeleteAccountErrorPage'),
  'DeleteAccountErrorPage',
);
export const ChangeEmailConfirmationPage = lazyScreen(
  () => import('../../features/email-change/ChangeEmailConfirmationPage'),
  'ChangeEmailConfirmationPage',
);
export const ChangeEmailSuccessPage = lazyScreen(
  () => import('../../features/email-change/ChangeEmailSuccessPage'),
  'ChangeEmailSuccessPage',
);
export const ChangeEmailErrorPage = lazyScreen(
  () => import('../../features/email-change/ChangeEmailErrorPage'),
  'ChangeEmailErrorPage',
);
export const SubscriptionConfirmationPage = lazyScreen(
  () => import('../../features/subscription/SubscriptionConfirmationPage'),
  'SubscriptionConfirmationPage',
);
export const SubscriptionSuccessPage = lazyScreen(
  () => import('../../features/subscription/SubscriptionSuccessPage'),
  'SubscriptionSuccessPage',
);
export const SubscriptionErrorPage = lazyScreen(
  () => import('../../features/subscription/SubscriptionErrorPage'),
  'SubscriptionErrorPage',
);
