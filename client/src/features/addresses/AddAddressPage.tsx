import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'addresses.add.title', defaultMessage: 'Add address' },
});

export function AddAddressPage() {
  return <Screen title={messages.title} />;
}
