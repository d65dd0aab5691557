import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Photo } from '#contracts/photos';
import { downloadOriginal } from '#platform/photo-library/downloads';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';

const messages = {
  ...defineMessages({
    title: { id: 'photos.downloadOne.title', defaultMessage: 'Download photo' },
    downloading: { id: 'photos.downloadOne.pending', defaultMessage: 'Downloading your photo…' },
    success: { id: 'photos.downloadOne.success', defaultMessage: 'Your photo has been downloaded.' },
    error: { id: 'photos.downloadOne.error', defaultMessage: 'Error: Your photo could not be downloaded' },
    cancel: { id: 'photos.downloadOne.cancel', defaultMessage: 'Cancel' },
    close: { id: 'photos.downloadOne.close', defaultMessage: 'Close' },
    download: { id: 'photos.downloadOne.confirm', defaultMessage: 'Download' },
    retry: { id: 'photos.downloadOne.retry', defaultMessage: 'Try again' },
  }),
  text: defineMessage<{ fileName: string }>({
    id: 'photos.downloadOne.text',
    defaultMessage: 'The original file, {fileName}, in full resolution.',
  }),
};

export type SingleDownloadState = 'initial' | 'pending' | 'success' | 'failure';

/**
 * The single download modal: initial (what will be saved), pending, success or failure. The original file is
 * saved under its own file name; Cancel while pending stops the transfer.
 */
export function DownloadPhotoModal({
  photo,
  onClose,
  onDownloaded,
}: {
  photo: Photo | null;
  onClose(): void;
  /** After the file was saved (selection mode ends). */
  onDownloaded?(): void;
}) {
  const intl = useIntl();
  return (
    <Modal open={photo !== null} onClose={onClose} title={intl.formatMessage(messages.title)}>
      {photo ? <DownloadPhotoBody photo={photo} onClose={onClose} onDownloaded={onDownloaded} /> : null}
    </Modal>
  );
}

/** The modal's content: mounted while it is open, so every opening starts from 'initial'. */
function DownloadPhotoBody({
  photo,
  onClose,
  onDownloaded,
}: {
  photo: Photo;
  onClose(): void;
  onDownloaded?(): void;
}) {
  const intl = useIntl();
  const [state, setState] = useState<SingleDownloadState>('initial');
  const transfer = useRef<AbortController | null>(null);

  // Closing (Escape, the backdrop) stops a transfer under way.
  useEffect(() => () => transfer.current?.abort(), []);

  const close = () => {
    transfer.current?.abort();
    transfer.current = null;
    onClose();
  };

  const download = async () => {
    const controller = new AbortController();
    transfer.current = controller;
    setState('pending');
    try {
      await downloadOriginal(photo, { signal: controller.signal });
      if (!controller.signal.aborted) {
        setState('success');
        onDownloaded?.();
      }
    } catch {
      if (!controller.signal.aborted) setState('failure');
    } finally {
      if (transfer.current === controller) transfer.current = null;
    }
  };

  return (
    <>
      <p className="download-modal__file">
        {intl.formatMessage(messages.text, { fileName: photo.localFileName })}
      </p>
      {state === 'pending' ? (
        <p className="download-modal__progress" role="status">
          <span className="loader__spinner download-modal__spinner" aria-hidden="true" />
          {intl.formatMessage(messages.downloading)}
        </p>
      ) : null}
      {state === 'success' ? (
        <p className="download-modal__success" role="status">
          {intl.formatMessage(messages.success)}
        </p>
      ) : null}
      {state === 'failure' ? (
        <p className="modal__error" role="alert">
          {intl.formatMessage(messages.error)}
        </p>
      ) : null}
      <div className="modal__actions">
        {state === 'success' ? (
          <Button onClick={close}>{intl.formatMessage(messages.close)}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button
              onClick={download}
              disabled={state === 'pending'}
              aria-busy={state === 'pending' || undefined}
            >
              {intl.formatMessage(state === 'failure' ? messages.retry : messages.download)}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
