import { useEffect, useRef } from 'react';
import { defineMessages } from 'react-intl';
import { useSearchParams } from 'react-router';
import { paths } from '#contracts/routes';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { logFailure } from '#platform/request-state/request-state';
import { Loader } from '#ui/Loader';
import { postSubscriptionConfirmation } from './api/confirm-subscription';

const messages = defineMessages({
  title: { id: 'subscription.confirmation.title', defaultMessage: 'Confirming your subscription' },
});

/**
 * /subscription-confirmation?confirmation-token=…&email=…: confirms the newsletter subscription (no sign-in
 * needed), then replaces the location with the success or the error page.
 */
export function DoubleOptInConfirmationPage() {
  const title = usePageTitle(messages.title);
  const [search] = useSearchParams();
  const navigate = useAppNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = search.get('confirmation-token')?.trim();
    const email = search.get('email')?.trim();
    const failed = (error: unknown) => {
      logFailure('CONFIRM_SUBSCRIPTION', error);
      navigate(paths.doubleOptInError, { replace: true });
    };
    if (!token || !email) {
      failed(new Error('the link has no confirmation-token or email'));
      return;
    }
    postSubscriptionConfirmation(email, token).then(
      () => navigate(paths.doubleOptInSuccess, { replace: true }),
      failed,
    );
  }, [search, navigate]);
  return (
    <main id="main-content" className="message-page" tabIndex={-1}>
      <h1 className="visually-hidden">{title}</h1>
      <Loader fullPage />
    </main>
  );
}
