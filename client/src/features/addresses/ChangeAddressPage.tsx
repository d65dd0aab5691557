import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'addresses.change.title', defaultMessage: 'Change address' },
});

export function ChangeAddressPage() {
  return <Screen title={messages.title} />;
}
