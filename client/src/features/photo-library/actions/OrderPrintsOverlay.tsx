import { defineMessage, useIntl } from 'react-intl';
import { Modal } from '#ui/modal/Modal';
import './order-prints.scss';

const adding = defineMessage<{ amount: number }>({
  id: 'photos.orderPrints.adding',
  defaultMessage: '{amount, plural, one {Adding # photo to editor...} other {Adding # photos to editor...}}',
});

/**
 * The overlay of the hand-off to the prints editor: 'Adding {amount} photos to editor...' over the page with a
 * spinner, on the modal stack (focus inside, page scroll locked, Escape does nothing: it cannot be cancelled).
 * `amount` null: not shown.
 */
export function OrderPrintsOverlay({ amount }: { amount: number | null }) {
  const intl = useIntl();
  if (amount === null) return null;
  const text = intl.formatMessage(adding, { amount });
  return (
    <Modal open title={text} onClose={() => undefined} closeOnEscape={false} className="order-prints-overlay">
      {/* The dialog takes the focus, so its title is what a screen reader says; the spinner is decoration. */}
      <div className="order-prints-overlay__spinner" aria-hidden="true">
        <span className="loader__spinner" />
      </div>
    </Modal>
  );
}
