import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { reorderShopUrl, useReorderStatus } from '#features/orders/api/reorder';
import { Button } from '#ui/Button';
import { useToast } from '#ui/toast/ToastProvider';

const messages = defineMessages({
  title: { id: 'orders.reorder.title', defaultMessage: 'Order again' },
  text: {
    id: 'orders.reorder.text',
    defaultMessage: 'Put the same products in a new basket in the shop, ready to check out.',
  },
  reorder: { id: 'orders.reorder.button', defaultMessage: 'Reorder' },
  reordering: { id: 'orders.reorder.busy', defaultMessage: 'Adding to your basket…' },
  notAvailable: {
    id: 'orders.reorder.notAvailable',
    defaultMessage: 'This order cannot be ordered again.',
  },
  failed: {
    id: 'orders.reorder.failed',
    defaultMessage: 'The order could not be added to a new basket. Please try again.',
  },
});

/** Reorder: the reorder status first, then the direct reorder, which sends the browser to the shop's basket. */
export function ReorderSection({ orderCode }: { orderCode: string }) {
  const intl = useIntl();
  const toast = useToast();
  const titleId = useId();
  const { data } = useReorderStatus(orderCode);
  const [busy, setBusy] = useState(false);
  if (!data) return null;

  const reorder = async () => {
    setBusy(true);
    try {
      window.location.assign(await reorderShopUrl(orderCode));
    } catch {
      toast.notify({ kind: 'error', message: intl.formatMessage(messages.failed) });
      setBusy(false);
    }
  };
  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-panel__title">
        <FormattedMessage {...messages.title} />
      </h2>
      {data.status === 'Available' ? (
        <>
          <p className="order-panel__note">
            <FormattedMessage {...messages.text} />
          </p>
          <Button
            className="order-panel__action"
            onClick={() => void reorder()}
            disabled={busy}
            aria-busy={busy}
          >
            <FormattedMessage {...(busy ? messages.reordering : messages.reorder)} />
          </Button>
        </>
      ) : (
        <p className="order-panel__note">
          <FormattedMessage {...messages.notAvailable} />
        </p>
      )}
    </section>
  );
}
