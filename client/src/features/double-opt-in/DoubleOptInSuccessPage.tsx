import { defineMessages, FormattedMessage } from 'react-intl';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { MessagePage } from '#ui/MessagePage';
import { OnwardLinks } from '#ui/OnwardLinks';

const messages = defineMessages({
  title: { id: 'subscription.success.title', defaultMessage: 'Success!' },
  text: {
    id: 'subscription.success.text',
    defaultMessage: 'Your e-mail address has been successfully subscribed!',
  },
  account: { id: 'subscription.success.account', defaultMessage: 'Go to my account' },
  store: { id: 'subscription.success.store', defaultMessage: 'Continue to the store' },
});

/** Public page after a confirmed newsletter subscription, with the ways onward: the account or the shop. */
export function DoubleOptInSuccessPage() {
  const title = usePageTitle(messages.title);
  return (
    <MessagePage title={title} actions={<OnwardLinks account={messages.account} store={messages.store} />}>
      <p>
        <FormattedMessage {...messages.text} />
      </p>
    </MessagePage>
  );
}
