import { defineMessages } from 'react-intl';
import { paths } from '#contracts/routes';
import { RetryErrorPage } from '#ui/RetryErrorPage';

const messages = defineMessages({
  title: { id: 'emailChange.error.title', defaultMessage: "Your email wasn't changed" },
  text: {
    id: 'emailChange.error.text',
    defaultMessage: 'Something went wrong with the email change. Could you please try again?',
  },
});

export function ChangeEmailErrorPage() {
  return <RetryErrorPage messages={messages} retryTo={paths.settings} />;
}
