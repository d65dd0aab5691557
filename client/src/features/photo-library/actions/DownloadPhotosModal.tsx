import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { DownloadArchive } from '#contracts/downloads';
import { archiveToastId, archiveToastMessages } from '#platform/photo-library/archives';
import { requestDownload } from '#platform/photo-library/downloads';
import { usePushConnection } from '#platform/push/use-push';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';
import { useToast } from '#ui/toast/ToastProvider';

const messages = {
  ...defineMessages({
    text: {
      id: 'photos.downloadMany.text',
      defaultMessage:
        'We’ll put the original files in one zip file. It downloads by itself when it is ready; you can keep browsing meanwhile.',
    },
    error: { id: 'photos.downloadMany.error', defaultMessage: 'Error: Your photos could not be downloaded' },
    cancel: { id: 'photos.downloadMany.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'photos.downloadMany.confirm', defaultMessage: 'Download' },
    requesting: { id: 'photos.downloadMany.pending', defaultMessage: 'Requesting…' },
  }),
  title: defineMessage<{ count: number }>({
    id: 'photos.downloadMany.title',
    defaultMessage: 'Download {count, number} photos',
  }),
};

interface DownloadPhotosModalProps {
  /** The photos to put in the zip (2 to 100); null when the modal is closed. */
  ids: readonly string[] | null;
  onCancel(): void;
  /** The archive was requested (selection mode ends). */
  onRequested(): void;
  /** How the archive is asked for (default POST /downloads; a shared album's photos go their own way). */
  request?: (ids: readonly string[]) => Promise<DownloadArchive>;
}

/**
 * The multiple download modal: POST /downloads, then the toast 'Preparing download...' and the push connection
 * opens for the archive's events (ArchiveEventToasts takes it from there). A failed request keeps the modal open
 * with 'Error: Your photos could not be downloaded'.
 */
export function DownloadPhotosModal({
  ids,
  onCancel,
  onRequested,
  request = requestDownload,
}: DownloadPhotosModalProps) {
  const intl = useIntl();
  const toast = useToast();
  const push = usePushConnection();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const count = ids?.length ?? 0;

  const close = () => {
    if (state === 'pending') return;
    setState('idle');
    onCancel();
  };
  const confirm = async () => {
    if (!ids) return;
    setState('pending');
    // Listening before asking: the archive's first event can come right after the answer.
    push.open();
    try {
      const archive = await request(ids);
      toast.show({
        id: archiveToastId(archive.id),
        message: intl.formatMessage(archiveToastMessages.preparing),
      });
      setState('idle');
      onRequested();
    } catch {
      setState('failed');
    }
  };

  return (
    <Modal open={ids !== null} onClose={close} title={intl.formatMessage(messages.title, { count })}>
      <p>{intl.formatMessage(messages.text)}</p>
      {state === 'failed' ? (
        <p className="modal__error" role="alert">
          {intl.formatMessage(messages.error)}
        </p>
      ) : null}
      <div className="modal__actions">
        <Button variant="secondary" onClick={close} disabled={state === 'pending'}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button onClick={confirm} disabled={state === 'pending'} aria-busy={state === 'pending' || undefined}>
          {intl.formatMessage(state === 'pending' ? messages.requesting : messages.confirm)}
        </Button>
      </div>
    </Modal>
  );
}
