import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';
import { SettingsLoadError } from './SettingsLoadError';

const messages = defineMessages({
  title: { id: 'settings.personalDetails.title', defaultMessage: 'Personal details' },
});

export function PersonalDetailsPage() {
  return (
    <Screen title={messages.title}>
      <SettingsLoadError />
    </Screen>
  );
}
