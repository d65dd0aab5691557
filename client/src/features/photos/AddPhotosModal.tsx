import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/modal/Modal';

const messages = defineMessages({
  title: { id: 'photos.import.title', defaultMessage: 'Add photos' },
  soon: {
    id: 'photos.import.soon',
    defaultMessage:
      'Uploading from this page is coming soon. Photos you use in your creations are added here.',
  },
  close: { id: 'photos.import.close', defaultMessage: 'Close' },
});

/** The import modal's place: the upload issue fills it with the device and phone tabs. */
export function AddPhotosModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(messages.title)}>
      <p>{intl.formatMessage(messages.soon)}</p>
      <div className="modal__actions">
        <Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>
      </div>
    </Modal>
  );
}
