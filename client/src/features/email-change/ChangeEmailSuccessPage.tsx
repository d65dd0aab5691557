import { defineMessages } from 'react-intl';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { MessagePage } from '#ui/MessagePage';
import { OnwardLinks } from '#ui/OnwardLinks';

const messages = defineMessages({
  title: { id: 'emailChange.success.title', defaultMessage: 'Your e-mail address has been changed!' },
  logIn: { id: 'emailChange.success.logIn', defaultMessage: 'Log in with your new e-mail address' },
  store: { id: 'emailChange.success.store', defaultMessage: 'Continue to the store' },
});

/** Public page after a confirmed e-mail change (the user was signed out). */
export function ChangeEmailSuccessPage() {
  const title = usePageTitle(messages.title);
  return (
    <MessagePage title={title} actions={<OnwardLinks account={messages.logIn} store={messages.store} />} />
  );
}
