import { defineMessages } from 'react-intl';
import { Screen } from '#ui/Screen';
import { WithCustomer } from './SettingsLoadError';
import { SettingsOverview } from './SettingsOverview';
import './settings.scss';

const messages = defineMessages({
  title: { id: 'settings.overview.title', defaultMessage: 'Settings' },
});

export function SettingsPage() {
  return (
    <Screen title={messages.title} className="settings">
      <WithCustomer>{(customer) => <SettingsOverview customer={customer} />}</WithCustomer>
    </Screen>
  );
}
