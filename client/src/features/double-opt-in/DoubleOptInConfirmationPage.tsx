import { defineMessages } from 'react-intl';
import { usePageTitle } from '../../platform/page-title/use-page-title';
import { Loader } from '../../ui/Loader';

const messages = defineMessages({
  title: { id: 'subscription.confirmation.title', defaultMessage: 'Confirming your subscription' },
});

/** Reads the confirmation token and confirms (filled by a later issue); shows a loader meanwhile. */
export function DoubleOptInConfirmationPage() {
  const title = usePageTitle(messages.title);
  return (
    <main id="main-content" className="message-page" tabIndex={-1}>
      <h1 className="visually-hidden">{title}</h1>
      <Loader fullPage />
    </main>
  );
}
