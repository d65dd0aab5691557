import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';
import { SettingsLoadError } from './SettingsLoadError';

const messages = defineMessages({
  title: { id: 'settings.paymentMethod.title', defaultMessage: 'Payment method' },
});

export function PaymentMethodPage() {
  return (
    <Screen title={messages.title}>
      <SettingsLoadError />
    </Screen>
  );
}
