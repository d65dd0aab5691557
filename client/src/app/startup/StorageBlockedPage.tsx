import { defineMessages, FormattedMessage } from 'react-intl';
import { useAnyPageTitle } from '#platform/page-title/use-page-title';
import { MessagePage } from '#ui/MessagePage';

const messages = defineMessages({
  title: { id: 'app.storageBlocked.title', defaultMessage: 'Your browser is blocking storage' },
  text: {
    id: 'app.storageBlocked.text',
    defaultMessage:
      'Please enable site data and cookies for this site in your browser settings, then reload the page.',
  },
});

/** Shown instead of the app when localStorage or cookies cannot be used. */
export function StorageBlockedPage() {
  const title = useAnyPageTitle(messages.title);
  return (
    <MessagePage title={title}>
      <p>
        <FormattedMessage {...messages.text} />
      </p>
    </MessagePage>
  );
}
