import { defineMessages } from 'react-intl';
import { paths } from '#contracts/routes';
import { RetryErrorPage } from '#ui/RetryErrorPage';

const messages = defineMessages({
  title: { id: 'subscription.error.title', defaultMessage: 'Your subscription failed' },
  text: {
    id: 'subscription.error.text',
    defaultMessage: 'Something went wrong with the subscription. Could you please try again?',
  },
});

export function DoubleOptInErrorPage() {
  return <RetryErrorPage messages={messages} retryTo={paths.settings} />;
}
