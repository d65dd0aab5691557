import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'orders.details.title', defaultMessage: 'Order details' },
});

export function OrderDetailsPage() {
  return <Screen title={messages.title} />;
}
