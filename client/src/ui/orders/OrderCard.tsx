import { Ban } from 'lucide-react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import { displayStatusOf } from '#contracts/order-status';
import type { SuperOrder } from '#contracts/orders';
import { paths } from '#contracts/routes';
import { AppLink } from '#platform/query/AppLink';
import { formatMoney } from './format';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ProductThumbnail } from './ProductThumbnail';
import './orders-ui.scss';

export const orderCardMessages = {
  order: defineMessage<{ code: string }>({ id: 'orders.card.order', defaultMessage: 'Order {code}' }),
  placedOn: defineMessage<{ date: string }>({
    id: 'orders.card.placedOn',
    defaultMessage: 'Placed on {date}',
  }),
  items: defineMessage<{ count: number }>({
    id: 'orders.card.items',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  }),
  quantity: defineMessage<{ quantity: number }>({
    id: 'orders.card.quantity',
    defaultMessage: 'Quantity: {quantity}',
  }),
  more: defineMessage<{ count: number }>({
    id: 'orders.card.more',
    defaultMessage: '{count, plural, one {and # more product} other {and # more products}}',
  }),
  cancelled: defineMessage({
    id: 'orders.card.cancelled',
    defaultMessage: 'This order has been cancelled and will not be delivered.',
  }),
};

/** How many products a card lists before 'and N more'. */
const LISTED = 3;

/**
 * One order in a list: its code (the link to its details), date, status, what it holds and its total.
 * `titleOf` gives a product's name (the shop's current title of the article, else the one ordered).
 */
export function OrderCard({
  order,
  titleOf,
  headingLevel = 3,
  compact = false,
}: {
  order: SuperOrder;
  titleOf(productCode: string, fallback: string): string;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const listed = order.products.slice(0, compact ? 1 : LISTED);
  const rest = order.products.length - listed.length;
  // A cancelled order can sit among those in progress (the 30-day rule): it says so in words, not only in red.
  const cancelled = displayStatusOf(order.status) === 'Cancelled';
  const classes = ['order-card', compact && 'order-card--compact', cancelled && 'order-card--cancelled'];
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      <div className="order-card__head">
        <Heading className="order-card__code">
          <AppLink to={generatePath(paths.orderDetails, { orderCode: order.superOrderCode })}>
            <FormattedMessage {...orderCardMessages.order} values={{ code: order.superOrderCode }} />
          </AppLink>
        </Heading>
        <OrderStatusBadge status={order.status} />
      </div>
      {cancelled ? (
        <p className="order-card__cancelled">
          <Ban className="icon" size={18} aria-hidden="true" />
          <FormattedMessage {...orderCardMessages.cancelled} />
        </p>
      ) : null}
      <p className="order-card__meta">
        <FormattedMessage
          {...orderCardMessages.placedOn}
          values={{ date: intl.formatDate(order.createdAt, { dateStyle: 'medium' }) }}
        />
        <span aria-hidden="true"> · </span>
        <FormattedMessage {...orderCardMessages.items} values={{ count: order.productCount }} />
        <span aria-hidden="true"> · </span>
        <span>{formatMoney(intl, order.total)}</span>
      </p>
      <ul className="order-card__products">
        {listed.map((p) => (
          <li key={p.productId} className="order-card__product">
            <ProductThumbnail url={p.thumbnailUrl} />
            <span className="order-card__product-text">
              <span className="order-card__product-title">{titleOf(p.productCode, p.title)}</span>
              <span className="order-card__product-quantity">
                <FormattedMessage {...orderCardMessages.quantity} values={{ quantity: p.quantity }} />
              </span>
            </span>
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <p className="order-card__more">
          <FormattedMessage {...orderCardMessages.more} values={{ count: rest }} />
        </p>
      ) : null}
    </article>
  );
}
