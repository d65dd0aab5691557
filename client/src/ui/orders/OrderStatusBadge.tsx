import { defineMessages, FormattedMessage } from 'react-intl';
import { type DisplayOrderStatus, displayStatusOf } from '#contracts/order-status';
import './orders-ui.scss';

export const orderStatusMessages = defineMessages<DisplayOrderStatus>({
  AwaitingPayment: { id: 'orders.status.awaitingPayment', defaultMessage: 'Awaiting payment' },
  Ordered: { id: 'orders.status.ordered', defaultMessage: 'Ordered' },
  InProduction: { id: 'orders.status.inProduction', defaultMessage: 'In production' },
  Sent: { id: 'orders.status.sent', defaultMessage: 'Sent' },
  Cancelled: { id: 'orders.status.cancelled', defaultMessage: 'Cancelled' },
});

/** The status a customer sees for a raw order or product status: Cancelled in red, the others cyan. */
export function OrderStatusBadge({ status }: { status: string }) {
  const shown = displayStatusOf(status);
  return (
    <span
      className={`order-status ${shown === 'Cancelled' ? 'order-status--cancelled' : 'order-status--active'}`}
      data-status={shown}
    >
      <FormattedMessage {...orderStatusMessages[shown]} />
    </span>
  );
}
