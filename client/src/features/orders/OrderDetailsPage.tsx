import { ArrowLeft } from 'lucide-react';
import { useCallback, useId } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { paths } from '#contracts/routes';
import { ApiError } from '#platform/api/api-errors';
import { useConfig } from '#platform/config/ConfigProvider';
import { useArticleTitle } from '#platform/merchandise/get-channel';
import { AppLink } from '#platform/query/AppLink';
import { useArrivedData } from '#platform/query/use-arrived-data';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { ExternalLink } from '#ui/ExternalLink';
import { Loader } from '#ui/Loader';
import { Screen } from '#ui/Screen';
import { useOrder } from './api/get-order';
import { DeliverySection } from './details/DeliverySection';
import { OrderSummary } from './details/OrderSummary';
import { ProductList } from './details/ProductList';
import { ReorderSection } from './details/ReorderSection';
import { VoucherSection } from './details/VoucherSection';
import './orders.scss';

const messages = defineMessages({
  title: { id: 'orders.details.title', defaultMessage: 'Order details' },
  notFound: { id: 'orders.details.notFound', defaultMessage: 'Order not found' },
  notFoundText: {
    id: 'orders.details.notFoundText',
    defaultMessage: 'There is no order with this number in your account.',
  },
  loadError: {
    id: 'orders.details.loadError',
    defaultMessage: 'An error occurred loading this order, please contact us to report this issue.',
  },
  retry: { id: 'orders.details.retry', defaultMessage: 'Try again' },
  contact: { id: 'orders.details.contact', defaultMessage: 'Contact customer care' },
  back: { id: 'orders.details.back', defaultMessage: 'All orders' },
  products: { id: 'orders.details.products', defaultMessage: 'Products' },
});

/** An unknown code and another customer's answer 404; a code the service cannot even read, 400. */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function BackToOrders() {
  return (
    <AppLink to={paths.orders} className="order-details__back">
      <ArrowLeft className="icon" size={18} aria-hidden="true" />
      <FormattedMessage {...messages.back} />
    </AppLink>
  );
}

/** /orders/{orderCode}: one order's products, status, delivery (with the address change), voucher and reorder. */
export function OrderDetailsPage() {
  const { orderCode = '' } = useParams();
  const answer = useOrder(orderCode);
  // The order renders in slices in the background, not as one long task; the loader stays until then.
  const order = useArrivedData(answer.data, orderCode);
  const { error, mutate } = answer;
  const titleOf = useArticleTitle();
  const { routes } = useConfig();
  const productsId = useId();
  const reload = useCallback(() => mutate(), [mutate]);

  if (!order && isNotFound(error)) {
    return (
      <Screen title={messages.notFound} className="order-details-screen">
        <p>
          <FormattedMessage {...messages.notFoundText} />
        </p>
        <BackToOrders />
      </Screen>
    );
  }
  if (!order) {
    return (
      <Screen title={messages.title} className="order-details-screen">
        {error ? (
          <Banner kind="error">
            <p className="order-details__error">
              <FormattedMessage {...messages.loadError} />
            </p>
            <div className="order-details__error-actions">
              <Button variant="secondary" onClick={() => void mutate()}>
                <FormattedMessage {...messages.retry} />
              </Button>
              {routes?.ContactUs ? (
                <ExternalLink href={routes.ContactUs}>
                  <FormattedMessage {...messages.contact} />
                </ExternalLink>
              ) : null}
            </div>
          </Banner>
        ) : (
          <Loader />
        )}
      </Screen>
    );
  }
  return (
    <Screen title={messages.title} className="order-details-screen">
      <BackToOrders />
      <OrderSummary order={order} />
      <div className="order-details">
        <section className="order-details__products" aria-labelledby={productsId}>
          <h2 id={productsId} className="order-panel__title">
            <FormattedMessage {...messages.products} />
          </h2>
          <ProductList products={order.products} titleOf={titleOf} />
        </section>
        <div className="order-details__side">
          <DeliverySection order={order} reload={reload} />
          {order.voucher ? <VoucherSection code={order.voucher} /> : null}
          <ReorderSection orderCode={order.superOrderCode} />
        </div>
      </div>
    </Screen>
  );
}
