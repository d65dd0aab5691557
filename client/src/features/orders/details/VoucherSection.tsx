import { type ReactNode, useId } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useVoucherDetails } from '#features/orders/api/get-voucher';
import { Loader } from '#ui/Loader';

const messages = defineMessages({
  title: { id: 'orders.voucher.title', defaultMessage: 'Voucher' },
  notFound: {
    id: 'orders.voucher.notFound',
    defaultMessage: 'The details of this voucher are no longer available.',
  },
  failed: { id: 'orders.voucher.failed', defaultMessage: 'The voucher details could not be loaded.' },
});

const validUntil = defineMessage<{ date: string }>({
  id: 'orders.voucher.validUntil',
  defaultMessage: 'Valid until {date}',
});

/** The voucher used on the order: its offer, or 'not found' when the code is no longer known (404). */
export function VoucherSection({ code }: { code: string }) {
  const intl = useIntl();
  const titleId = useId();
  const { data, error } = useVoucherDetails(code);
  let body: ReactNode;
  if (data?.isVoucherFound) {
    const { offer } = data;
    body = (
      <>
        <p className="order-voucher__title">{offer.title}</p>
        {offer.description ? <p className="order-voucher__text">{offer.description}</p> : null}
        {offer.validUntil ? (
          <p className="order-panel__note">
            <FormattedMessage
              {...validUntil}
              values={{ date: intl.formatDate(offer.validUntil, { dateStyle: 'long' }) }}
            />
          </p>
        ) : null}
      </>
    );
  } else if (data) {
    body = (
      <p className="order-panel__note">
        <FormattedMessage {...messages.notFound} />
      </p>
    );
  } else if (error) {
    body = (
      <p className="order-panel__note">
        <FormattedMessage {...messages.failed} />
      </p>
    );
  } else {
    body = <Loader />;
  }
  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-panel__title">
        <FormattedMessage {...messages.title} />
      </h2>
      <p className="order-voucher__code">{code}</p>
      {body}
    </section>
  );
}
