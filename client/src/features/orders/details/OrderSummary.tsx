import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { SuperOrder } from '#contracts/orders';
import { formatMoney } from '#ui/orders/format';
import { orderCardMessages } from '#ui/orders/OrderCard';
import { OrderStatusBadge } from '#ui/orders/OrderStatusBadge';

const messages = defineMessages({
  orderNumber: { id: 'orders.details.orderNumber', defaultMessage: 'Order number' },
  placed: { id: 'orders.details.placed', defaultMessage: 'Placed on' },
  status: { id: 'orders.details.status', defaultMessage: 'Status' },
  items: { id: 'orders.details.items', defaultMessage: 'Items' },
  total: { id: 'orders.details.total', defaultMessage: 'Total' },
});

/** The order at a glance: number, date, status, items and total. */
export function OrderSummary({ order }: { order: SuperOrder }) {
  const intl = useIntl();
  const rows = [
    [
      messages.orderNumber,
      <span key="code" className="order-summary__code">
        {order.superOrderCode}
      </span>,
    ],
    [messages.placed, intl.formatDate(order.createdAt, { dateStyle: 'long', timeStyle: 'short' })],
    [messages.status, <OrderStatusBadge key="status" status={order.status} />],
    [messages.items, intl.formatMessage(orderCardMessages.items, { count: order.productCount })],
    [messages.total, formatMoney(intl, order.total)],
  ] as const;
  return (
    <dl className="order-summary">
      {rows.map(([label, value]) => (
        <div key={label.id} className="order-summary__row">
          <dt>
            <FormattedMessage {...label} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
