import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAuth } from '#platform/auth/AuthProvider';
import { useConfig } from '#platform/config/ConfigProvider';
import { ExportRequestError, rememberExport, requestExport } from '#platform/photo-library/downloads';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';

const messages = defineMessages({
  title: { id: 'photos.export.title', defaultMessage: 'Export all photos' },
  text: {
    id: 'photos.export.text',
    defaultMessage:
      'We will put every photo in your library, in full resolution, into zip files you can download. Large libraries are split into several files.',
  },
  confirm: { id: 'photos.export.confirm', defaultMessage: 'Request export' },
  pending: { id: 'photos.export.pending', defaultMessage: 'Requesting…' },
  cancel: { id: 'photos.export.cancel', defaultMessage: 'Cancel' },
  close: { id: 'photos.export.close', defaultMessage: 'Close' },
  processing: {
    id: 'photos.export.processing',
    defaultMessage:
      'Your export is being processed. This can take up to 48 hours. You will find it on your Downloads page; its download links stay valid for 7 days.',
  },
  error: {
    id: 'photos.export.error',
    defaultMessage: 'Error: Your export could not be requested. Please try again.',
  },
});

interface ExportRequestModalProps {
  open: boolean;
  onClose(): void;
  /** The export was ready at once: go to its page. */
  onReady(backupId: string): void;
}

/**
 * Requests a full export of the library (POST /backups for the brand's channel): READY goes to the export page,
 * anything else shows the 'processing' message (up to 48 hours; links valid 7 days). Errors stay in the modal.
 */
export function ExportRequestModal({ open, onClose, onReady }: ExportRequestModalProps) {
  const intl = useIntl();
  const { brand } = useConfig();
  const owner = useAuth().session?.claims.sub ?? 'anonymous';
  const [state, setState] = useState<'idle' | 'pending' | 'processing' | { error: string }>('idle');

  const close = () => {
    if (state === 'pending') return;
    setState('idle');
    onClose();
  };
  const confirm = async () => {
    setState('pending');
    try {
      const result = await requestExport(brand.channel);
      rememberExport(owner, result.backupId);
      if (result.status === 'READY') {
        setState('idle');
        onReady(result.backupId);
      } else setState('processing');
    } catch (error) {
      setState({ error: error instanceof ExportRequestError ? error.message : '' });
    }
  };

  const failed = typeof state === 'object';
  return (
    <Modal open={open} onClose={close} title={intl.formatMessage(messages.title)}>
      {state === 'processing' ? (
        <p className="export-modal__processing" role="status">
          {intl.formatMessage(messages.processing)}
        </p>
      ) : (
        <p>{intl.formatMessage(messages.text)}</p>
      )}
      {failed ? (
        <div className="modal__error" role="alert">
          <p>{intl.formatMessage(messages.error)}</p>
          {state.error ? <p className="modal__error-detail">{state.error}</p> : null}
        </div>
      ) : null}
      <div className="modal__actions">
        {state === 'processing' ? (
          <Button onClick={close}>{intl.formatMessage(messages.close)}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={state === 'pending'}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button
              onClick={confirm}
              disabled={state === 'pending'}
              aria-busy={state === 'pending' || undefined}
            >
              {intl.formatMessage(state === 'pending' ? messages.pending : messages.confirm)}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
