import { useEffect, useId, useRef } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { SuperOrder } from '#contracts/orders';
import { useAddressChange } from '#features/orders/use-address-change';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { AddressBlock } from './AddressBlock';
import { AddressForm } from './AddressForm';

const messages = defineMessages({
  title: { id: 'orders.delivery.title', defaultMessage: 'Delivery' },
  home: { id: 'orders.delivery.home', defaultMessage: 'Home delivery' },
  pickupPoint: { id: 'orders.delivery.pickupPoint', defaultMessage: 'Collect from a pickup point' },
  pickupPointAddress: { id: 'orders.delivery.pickupPointAddress', defaultMessage: 'Pickup point' },
  deliveryAddress: { id: 'orders.delivery.address', defaultMessage: 'Delivery address' },
  yourDetails: { id: 'orders.delivery.yourDetails', defaultMessage: 'Your details' },
  change: { id: 'orders.delivery.change', defaultMessage: 'Change delivery address' },
  newAddress: { id: 'orders.delivery.newAddress', defaultMessage: 'New delivery address' },
  locked: {
    id: 'orders.delivery.locked',
    defaultMessage: 'The delivery address can no longer be changed.',
  },
  updated: { id: 'orders.delivery.updated', defaultMessage: 'Your delivery address has been changed.' },
  conflict: {
    id: 'orders.delivery.conflict',
    defaultMessage: 'The delivery address of this order can no longer be changed.',
  },
  invalid: {
    id: 'orders.delivery.invalid',
    defaultMessage: 'The address could not be saved as it is. Please check it.',
  },
  failed: {
    id: 'orders.delivery.failed',
    defaultMessage: 'Your new delivery address could not be saved. Please try again.',
  },
});

/** Delivery type, address (or pickup point) and the address change while the order allows it. */
export function DeliverySection({ order, reload }: { order: SuperOrder; reload: () => Promise<unknown> }) {
  const titleId = useId();
  const formTitleId = useId();
  const { state, start, edit, cancel, submit } = useAddressChange(order, reload);
  const editing = state.draft !== null;
  const home = order.deliveryType === 'Home';

  // Leaving the form (saved or cancelled) puts the focus back on the button that opened it.
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) wasEditing.current = true;
    else if (wasEditing.current) {
      wasEditing.current = false;
      changeButton.current?.focus();
    }
  }, [editing]);

  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-panel__title">
        <FormattedMessage {...messages.title} />
      </h2>
      <p className="order-delivery__type">
        <FormattedMessage {...(home ? messages.home : messages.pickupPoint)} />
      </p>
      {!home && order.pickupPoint ? (
        <>
          <h3 className="order-panel__subtitle">
            <FormattedMessage {...messages.pickupPointAddress} />
          </h3>
          <AddressBlock address={order.pickupPoint} />
        </>
      ) : null}
      {state.draft ? (
        <>
          <h3 id={formTitleId} className="order-panel__subtitle">
            <FormattedMessage {...messages.newAddress} />
          </h3>
          {state.step === 'RequestFailed' && state.failure ? (
            <Banner kind="error">
              <FormattedMessage {...messages[state.failure]} />
            </Banner>
          ) : null}
          <AddressForm
            draft={state.draft}
            errors={state.errors}
            sending={state.step === 'RequestInProgress' || state.step === 'RequestSent'}
            onEdit={edit}
            onSubmit={() => void submit()}
            onCancel={cancel}
            labelledBy={formTitleId}
          />
        </>
      ) : (
        <>
          <h3 className="order-panel__subtitle">
            <FormattedMessage {...(home ? messages.deliveryAddress : messages.yourDetails)} />
          </h3>
          <AddressBlock address={order.deliveryAddress} />
          {state.step === 'SuccessfulUpdate' ? (
            <Banner kind="success">
              <FormattedMessage {...messages.updated} />
            </Banner>
          ) : null}
          {order.canChangeDeliveryAddress ? (
            <Button ref={changeButton} variant="secondary" className="order-panel__action" onClick={start}>
              <FormattedMessage {...messages.change} />
            </Button>
          ) : home ? (
            <p className="order-panel__note">
              <FormattedMessage {...messages.locked} />
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
