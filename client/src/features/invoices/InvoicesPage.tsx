import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'invoices.list.title', defaultMessage: 'Invoices' },
});

export function InvoicesPage() {
  return <Screen title={messages.title} />;
}
