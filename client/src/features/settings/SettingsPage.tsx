import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';
import { SettingsLoadError } from './SettingsLoadError';

const messages = defineMessages({
  title: { id: 'settings.overview.title', defaultMessage: 'Settings' },
});

export function SettingsPage() {
  return (
    <Screen title={messages.title}>
      <SettingsLoadError />
    </Screen>
  );
}
