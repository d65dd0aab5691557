import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { saveFromUrl } from '#platform/files/save-file';
import {
  ARCHIVE_TOAST_MS,
  archiveToastId,
  archiveToastMessages,
  handleArchiveMessage,
  isArchiveMessage,
} from '#platform/photo-library/archives';
import { usePushMessages } from '#platform/push/use-push';
import { useToast } from '#ui/toast/ToastProvider';

/**
 * The downloads module (with the albums and downloads contracts: their zod schemas) is loaded when an archive
 * message first arrives, not with the app: every page runs the shell, few ever hear of an archive. A tab that
 * asked for an archive has it loaded already (the same module instance knows what was requested here).
 */
const loadDownloads = () => import('#platform/photo-library/downloads');

/**
 * Turns archive push messages into toasts wherever the user is: started 'Preparing download...' (5 s), finished
 * 'Downloading photos' (10 s) while the zip is saved as {downloadId}.zip, error 'Download failed' (10 s). Mounted
 * once in the shell; the connection itself is opened by the flows that expect messages.
 */
export function ArchiveEventToasts() {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  usePushMessages((message) => {
    if (!isArchiveMessage(message)) return;
    void loadDownloads().then(({ downloadsKey, fetchDownloadUrl, wasRequestedHere }) =>
      handleArchiveMessage(message, {
        toast(event, downloadId) {
          const failed = event === 'archive-error' || event === 'save-failed';
          toast.show({
            id: archiveToastId(downloadId),
            kind: failed ? 'error' : event === 'archive-finished' ? 'success' : 'info',
            message: intl.formatMessage(
              failed
                ? archiveToastMessages.failed
                : event === 'archive-finished'
                  ? archiveToastMessages.downloading
                  : archiveToastMessages.preparing,
            ),
            autoCloseMs: ARCHIVE_TOAST_MS[event === 'save-failed' ? 'archive-error' : event],
          });
        },
        wasRequestedHere,
        fetchUrl: fetchDownloadUrl,
        save: saveFromUrl,
        changed: () => void mutate(downloadsKey),
      }),
    );
  });
  return null;
}
