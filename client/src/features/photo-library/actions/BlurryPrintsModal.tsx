import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Photo } from '#contracts/photos';
import { STANDARD_PRINT } from '#platform/photo-library/prints';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';
import { thumbnailUrl } from '#ui/photos/PhotoTile';

const messages = {
  ...defineMessages({
    leaveOut: { id: 'photos.orderPrints.blurry.leaveOut', defaultMessage: 'Leave them out' },
    goOn: { id: 'photos.orderPrints.blurry.goOn', defaultMessage: 'Print them anyway' },
    back: { id: 'photos.orderPrints.blurry.back', defaultMessage: 'Back to my photos' },
    list: { id: 'photos.orderPrints.blurry.list', defaultMessage: 'Photos that may look blurry' },
  }),
  title: defineMessage<{ count: number; total: number }>({
    id: 'photos.orderPrints.blurry.title',
    defaultMessage:
      '{total, plural, one {This photo may look blurry} other {{count, number} of {total, number} photos may look blurry}}',
  }),
  text: defineMessage<{ short: number; long: number }>({
    id: 'photos.orderPrints.blurry.text',
    defaultMessage:
      'They have too few pixels for a sharp {short, number} × {long, number} cm print. You can print them anyway, or leave them out and print the others.',
  }),
};

interface BlurryPrintsModalProps {
  /** The photos that may look blurry (null: closed). */
  blurry: readonly Photo[] | null;
  /** How many photos were chosen in all. */
  total: number;
  /** Print every chosen photo. */
  onGoOn(): void;
  /** Print the others (offered while there are others). */
  onLeaveOut(): void;
  onClose(): void;
}

/**
 * Before the order-prints hand-off: 'N of M photos may look blurry' (decision 470), the photos named and shown,
 * and the choice to print them anyway or leave them out. Closing keeps the selection as it was.
 */
export function BlurryPrintsModal({ blurry, total, onGoOn, onLeaveOut, onClose }: BlurryPrintsModalProps) {
  const intl = useIntl();
  const count = blurry?.length ?? 0;
  return (
    <Modal
      open={blurry !== null}
      onClose={onClose}
      title={intl.formatMessage(messages.title, { count, total })}
      className="blurry-prints"
    >
      <p>{intl.formatMessage(messages.text, STANDARD_PRINT)}</p>
      <ul className="blurry-prints__list" aria-label={intl.formatMessage(messages.list)}>
        {blurry?.map((photo) => (
          <li key={photo.imageId} className="blurry-prints__photo">
            <img src={thumbnailUrl(photo, 300)} alt="" className="blurry-prints__thumb" />
            <span className="blurry-prints__name">{photo.localFileName}</span>
          </li>
        ))}
      </ul>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.back)}
        </Button>
        {count < total ? (
          <Button variant="secondary" onClick={onLeaveOut}>
            {intl.formatMessage(messages.leaveOut)}
          </Button>
        ) : null}
        <Button onClick={onGoOn}>{intl.formatMessage(messages.goOn)}</Button>
      </div>
    </Modal>
  );
}
