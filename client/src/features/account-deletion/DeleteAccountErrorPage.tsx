import { defineMessages } from 'react-intl';
import { paths } from '#contracts/routes';
import { RetryErrorPage } from '#ui/RetryErrorPage';

const messages = defineMessages({
  title: { id: 'accountDeletion.error.title', defaultMessage: "Your account couldn't be deleted" },
  text: {
    id: 'accountDeletion.error.text',
    defaultMessage: 'Something went wrong with the account deletion. Could you please try again?',
  },
});

export function DeleteAccountErrorPage() {
  return <RetryErrorPage messages={messages} retryTo={paths.settings} />;
}
