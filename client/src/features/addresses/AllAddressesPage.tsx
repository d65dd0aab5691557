import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'addresses.all.title', defaultMessage: 'All addresses' },
});

export function AllAddressesPage() {
  return <Screen title={messages.title} />;
}
