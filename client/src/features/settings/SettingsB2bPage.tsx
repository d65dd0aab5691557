import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';
import { SettingsLoadError } from './SettingsLoadError';

const messages = defineMessages({
  title: { id: 'settings.business.title', defaultMessage: 'Business settings' },
});

export function SettingsB2bPage() {
  return (
    <Screen title={messages.title}>
      <SettingsLoadError />
    </Screen>
  );
}
