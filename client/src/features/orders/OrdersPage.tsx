import { type ReactNode, useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { SuperOrder } from '#contracts/orders';
import { useArticleTitle } from '#platform/merchandise/get-channel';
import { useOrders } from '#platform/orders/get-orders';
import { useArrivedData } from '#platform/query/use-arrived-data';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { LoadErrorBanner } from '#ui/LoadErrorBanner';
import { OrderCard } from '#ui/orders/OrderCard';
import { ShopLink } from '#ui/orders/ShopLink';
import { Screen } from '#ui/Screen';
import { CardsSkeleton } from '#ui/ScreenSkeleton';
import { CutOffNotice } from './CutOffNotice';
import { useCountInSteps } from './use-count-in-steps';
import { useCutOffBesideList } from './use-cut-off-beside-list';
import './orders.scss';

const messages = defineMessages({
  title: { id: 'orders.list.title', defaultMessage: 'Orders' },
  empty: { id: 'orders.list.empty', defaultMessage: "You haven't ordered anything yet!" },
  inProgress: { id: 'orders.list.inProgress', defaultMessage: 'In progress' },
  history: { id: 'orders.list.history', defaultMessage: 'Order history' },
  noneInProgress: { id: 'orders.list.noneInProgress', defaultMessage: 'You have no orders in progress.' },
  noHistory: {
    id: 'orders.list.noHistory',
    defaultMessage: 'Your delivered and older orders will show here.',
  },
  loadError: { id: 'orders.list.loadError', defaultMessage: 'An error occurred loading your orders.' },
  retry: { id: 'orders.list.retry', defaultMessage: 'Try again' },
  showMore: { id: 'orders.list.showMore', defaultMessage: 'Show more orders' },
});

const shownOf = defineMessage<{ shown: number; total: number }>({
  id: 'orders.list.shownOf',
  defaultMessage: 'Showing {shown} of {total} orders',
});

/** Orders of the history shown at first, and added by each 'Show more orders'. */
export const HISTORY_STEP = 20;

/**
 * Cards rendered with the list's first commit (more than a 1,200 px high screen shows), then added a few a frame:
 * 31 cards (~740 elements) rendered and laid out at once were one long task on a phone (issue 24).
 */
export const FIRST_CARDS = 8;
export const CARDS_PER_STEP = 8;

type TitleOf = (productCode: string, fallback: string) => string;

function OrderList({ orders, titleOf }: { orders: readonly SuperOrder[]; titleOf: TitleOf }) {
  return (
    <ul className="orders-list">
      {orders.map((order) => (
        <li key={order.superOrderCode}>
          <OrderCard order={order} titleOf={titleOf} />
        </li>
      ))}
    </ul>
  );
}

function OrdersSection({
  title,
  empty,
  children,
  count,
}: {
  title: MessageDescriptor;
  empty: MessageDescriptor;
  count: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="orders-section" aria-labelledby={id}>
      <h2 id={id} className="section-heading">
        <FormattedMessage {...title} /> <span className="section-heading__count">{count}</span>
      </h2>
      {count === 0 ? (
        <p className="orders-section__empty">
          <FormattedMessage {...empty} />
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** /orders: the orders in progress and the order history, by the spec's in-progress rule. */
export function OrdersPage() {
  const orders = useOrders();
  // The list's arrival renders in slices in the background, not as one long task; the skeleton stays until then.
  const data = useArrivedData(orders.data);
  const { error, mutate } = orders;
  const titleOf = useArticleTitle();
  const [historyShown, setHistoryShown] = useState(HISTORY_STEP);
  // The cut-off notice comes with the list, never after it (it would push the list down): no layout shift.
  const cutOff = useCutOffBesideList(data !== undefined);
  const history = data?.history.slice(0, historyShown) ?? [];
  const inProgressCount = data?.inProgress.length ?? 0;
  // Counted from when the list shows (not while the skeleton waits for the cut-off): its first frame has 8 cards.
  const listShown = data !== undefined && !cutOff.holding;
  const rendered = useCountInSteps(
    listShown ? inProgressCount + history.length : 0,
    FIRST_CARDS,
    CARDS_PER_STEP,
  );

  let content: ReactNode;
  if (!data && error) {
    content = null;
  } else if (!data || cutOff.holding) {
    content = <CardsSkeleton count={4} className="orders-skeleton" />;
  } else if (data.items.length === 0) {
    content = (
      <>
        {cutOff.group ? <CutOffNotice group={cutOff.group} /> : null}
        <EmptyState title={<FormattedMessage {...messages.empty} />}>
          <ShopLink />
        </EmptyState>
      </>
    );
  } else {
    content = (
      <>
        {cutOff.group ? <CutOffNotice group={cutOff.group} /> : null}
        <OrdersSection
          title={messages.inProgress}
          empty={messages.noneInProgress}
          count={data.inProgress.length}
        >
          <OrderList orders={data.inProgress.slice(0, rendered)} titleOf={titleOf} />
        </OrdersSection>
        <OrdersSection title={messages.history} empty={messages.noHistory} count={data.history.length}>
          <OrderList orders={history.slice(0, Math.max(0, rendered - inProgressCount))} titleOf={titleOf} />
          {/* Under the last card once every card is in, so it never moves down under a finger at first. After a
              'Show more orders' it stays while the next cards come: the customer's focus stays on it. */}
          {history.length < data.history.length &&
          (rendered >= inProgressCount + history.length || historyShown > HISTORY_STEP) ? (
            <div className="orders-section__more">
              <p role="status">
                <FormattedMessage
                  {...shownOf}
                  values={{ shown: history.length, total: data.history.length }}
                />
              </p>
              <Button variant="secondary" onClick={() => setHistoryShown((n) => n + HISTORY_STEP)}>
                <FormattedMessage {...messages.showMore} />
              </Button>
            </div>
          ) : null}
        </OrdersSection>
      </>
    );
  }
  return (
    <Screen title={messages.title} className="orders-screen">
      {/* A failed reload keeps the orders shown, with the way to try again. */}
      {error ? (
        <LoadErrorBanner
          message={<FormattedMessage {...messages.loadError} />}
          retryLabel={<FormattedMessage {...messages.retry} />}
          onRetry={() => void mutate()}
        />
      ) : null}
      {content}
    </Screen>
  );
}
