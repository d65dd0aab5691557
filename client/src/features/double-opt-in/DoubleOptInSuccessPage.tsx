import { defineMessages, FormattedMessage } from 'react-intl';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { MessagePage } from '#ui/MessagePage';

const messages = defineMessages({
  title: { id: 'subscription.success.title', defaultMessage: 'Success!' },
  text: {
    id: 'subscription.success.text',
    defaultMessage: 'Your e-mail address has been successfully subscribed!',
  },
});

export function DoubleOptInSuccessPage() {
  const title = usePageTitle(messages.title);
  return (
    <MessagePage title={title}>
      <p>
        <FormattedMessage {...messages.text} />
      </p>
    </MessagePage>
  );
}
