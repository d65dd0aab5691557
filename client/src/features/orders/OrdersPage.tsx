import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'orders.list.title', defaultMessage: 'Orders' },
});

export function OrdersPage() {
  return <Screen title={messages.title} />;
}
