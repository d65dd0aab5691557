import { defineMessages } from 'react-intl';

/** The toasts of one archive replace each other in place (ToastOptions.id). */
export const archiveToastId = (downloadId: string) => `archive-${downloadId}`;

export const archiveToastMessages = defineMessages({
  preparing: { id: 'photos.archive.preparing', defaultMessage: 'Preparing download...' },
  downloading: { id: 'photos.archive.downloading', defaultMessage: 'Downloading photos' },
  failed: { id: 'photos.archive.failed', defaultMessage: 'Download failed' },
});
