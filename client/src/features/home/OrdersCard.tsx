import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { paths } from '#contracts/routes';
import { useArticleTitle } from '#platform/merchandise/get-channel';
import { useRecentOrders } from '#platform/orders/get-orders';
import { useArrivedData } from '#platform/query/use-arrived-data';
import { OrderCard } from '#ui/orders/OrderCard';
import { ShopLink } from '#ui/orders/ShopLink';
import { CardsSkeleton } from '#ui/ScreenSkeleton';
import { CardEmpty, CardError, OverviewCard } from './OverviewCard';

const messages = defineMessages({
  title: { id: 'home.orders.title', defaultMessage: 'Orders in progress' },
  all: { id: 'home.orders.all', defaultMessage: 'All orders' },
  error: { id: 'home.orders.error', defaultMessage: 'Your orders could not be loaded.' },
  none: { id: 'home.orders.none', defaultMessage: "You haven't ordered anything yet!" },
  noneInProgress: { id: 'home.orders.noneInProgress', defaultMessage: 'You have no orders in progress.' },
});

const more = defineMessage<{ count: number }>({
  id: 'home.orders.more',
  defaultMessage: '{count, plural, one {# more order in progress} other {# more orders in progress}}',
});

/** In-progress orders the overview lists. */
const LISTED = 3;

/** The orders in progress with their status (the same data and split as /orders). */
export function OrdersCard() {
  const orders = useRecentOrders();
  // The answer renders in slices in the background, not as one long task; the skeleton stays until then.
  const data = useArrivedData(orders.data);
  const { error, mutate } = orders;
  const titleOf = useArticleTitle();
  let body: ReactNode;
  if (!data && error) body = <CardError message={messages.error} onRetry={() => void mutate()} />;
  else if (!data) body = <CardsSkeleton count={LISTED} className="overview-orders-skeleton" />;
  else if (data.items.length === 0) {
    body = (
      <CardEmpty message={messages.none}>
        <ShopLink />
      </CardEmpty>
    );
  } else if (data.inProgress.length === 0) body = <CardEmpty message={messages.noneInProgress} />;
  else {
    const rest = data.inProgress.length - LISTED;
    body = (
      <>
        <ul className="overview-orders">
          {data.inProgress.slice(0, LISTED).map((order) => (
            <li key={order.superOrderCode}>
              <OrderCard order={order} titleOf={titleOf} compact />
            </li>
          ))}
        </ul>
        {rest > 0 ? (
          <p className="overview-card__more">
            <FormattedMessage {...more} values={{ count: rest }} />
          </p>
        ) : null}
      </>
    );
  }
  return (
    <OverviewCard title={messages.title} link={{ to: paths.orders, label: messages.all }}>
      {body}
    </OverviewCard>
  );
}
