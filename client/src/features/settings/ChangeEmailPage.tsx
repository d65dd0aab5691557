import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';
import { SettingsLoadError } from './SettingsLoadError';

const messages = defineMessages({
  title: { id: 'settings.changeEmail.title', defaultMessage: 'Change e-mail address' },
});

export function ChangeEmailPage() {
  return (
    <Screen title={messages.title}>
      <SettingsLoadError />
    </Screen>
  );
}
