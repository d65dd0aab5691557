import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { OrderProduct } from '#contracts/orders';
import { downloadProductPdf } from '#features/orders/api/download-product-pdf';
import { mayHaveDeliveryDates, useDeliveryDates } from '#features/orders/api/get-delivery-dates';
import { hasPdf, useProduct } from '#features/orders/api/get-product';
import { serverNow } from '#platform/api/server-time';
import { Button } from '#ui/Button';
import { orderCardMessages } from '#ui/orders/OrderCard';
import { OrderStatusBadge } from '#ui/orders/OrderStatusBadge';
import { ProductThumbnail } from '#ui/orders/ProductThumbnail';
import { useToast } from '#ui/toast/ToastProvider';

const messages = defineMessages({
  downloadPdf: { id: 'orders.details.downloadPdf', defaultMessage: 'Download PDF' },
  preparingPdf: { id: 'orders.details.preparingPdf', defaultMessage: 'Preparing PDF…' },
  pdfFailed: {
    id: 'orders.details.pdfFailed',
    defaultMessage: 'The PDF could not be downloaded. Please try again.',
  },
});

const pdfOf = defineMessage<{ title: string }>({
  id: 'orders.details.pdfOf',
  defaultMessage: 'Download the PDF of {title}',
});
const dispatchedOn = defineMessage<{ date: string }>({
  id: 'orders.details.dispatchedOn',
  defaultMessage: 'Dispatched on {date}',
});
const expectedDelivery = defineMessage<{ dates: string }>({
  id: 'orders.details.expectedDelivery',
  defaultMessage: 'Expected delivery: {dates}',
});

const DAY_OPTIONS = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/**
 * The delivery dates of the order a product is made in: nothing when it can have none (unpaid, cancelled), when
 * there are none (404) or on failure.
 */
function DeliveryEstimate({ product }: { product: OrderProduct }) {
  const intl = useIntl();
  const { data } = useDeliveryDates(mayHaveDeliveryDates(product) ? product.orderId : null);
  if (!data) return null;
  const dispatch = Date.parse(data.dispatchDate);
  const from = Date.parse(data.deliveryDateFrom);
  const to = Date.parse(data.deliveryDateTo);
  // Dispatch dates in the past are a fact; in the future, the delivery window is what the customer plans by.
  const dispatched = dispatch <= serverNow();
  return (
    <p className="order-product__dates">
      {dispatched ? (
        <>
          <FormattedMessage {...dispatchedOn} values={{ date: intl.formatDate(dispatch, DAY_OPTIONS) }} />
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      <FormattedMessage
        {...expectedDelivery}
        values={{ dates: intl.formatDateTimeRange(from, to, DAY_OPTIONS) }}
      />
    </p>
  );
}

/** 'Download PDF' for a product whose files list a product.pdf: the zip is unzipped here and {id}.pdf saved. */
function ProductPdfButton({ product, title }: { product: OrderProduct; title: string }) {
  const intl = useIntl();
  const toast = useToast();
  const { data } = useProduct(product.productId);
  const [busy, setBusy] = useState(false);
  if (!hasPdf(data)) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadProductPdf(product.productId);
    } catch {
      toast.notify({ kind: 'error', message: intl.formatMessage(messages.pdfFailed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className="order-product__pdf"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      aria-label={busy ? undefined : intl.formatMessage(pdfOf, { title })}
    >
      <FormattedMessage {...(busy ? messages.preparingPdf : messages.downloadPdf)} />
    </Button>
  );
}

/** The products of an order, each with its status, delivery dates and PDF. */
export function ProductList({
  products,
  titleOf,
}: {
  products: readonly OrderProduct[];
  titleOf(productCode: string, fallback: string): string;
}) {
  return (
    <ul className="order-products">
      {products.map((product) => {
        const title = titleOf(product.productCode, product.title);
        return (
          <li key={product.productId} className="order-product">
            <ProductThumbnail url={product.thumbnailUrl} size="large" />
            <div className="order-product__body">
              <h3 className="order-product__title">{title}</h3>
              <p className="order-product__quantity">
                <FormattedMessage {...orderCardMessages.quantity} values={{ quantity: product.quantity }} />
              </p>
              <OrderStatusBadge status={product.status} />
              <DeliveryEstimate product={product} />
            </div>
            <ProductPdfButton product={product} title={title} />
          </li>
        );
      })}
    </ul>
  );
}
