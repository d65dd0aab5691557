import { defineMessages } from 'react-intl';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { useTokenConfirmation } from '#platform/auth/use-token-confirmation';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Loader } from '#ui/Loader';
import { postEmailChangeConfirmation } from './api/confirm-email-change';

const messages = defineMessages({
  title: { id: 'emailChange.confirmation.title', defaultMessage: 'Confirming your new e-mail address' },
});

/**
 * /change-email-confirmation?confirmation-token=…: confirms the change, then signs out with a return to the success
 * page (the new address signs in from now on); a bad, expired or used token replaces the location with the error page.
 */
export function ChangeEmailConfirmationPage() {
  const title = usePageTitle(messages.title);
  const { signOut } = useAuth();
  const navigate = useAppNavigate();
  useTokenConfirmation({
    type: 'CONFIRM_EMAIL_CHANGE',
    confirm: (session, token) => postEmailChangeConfirmation(session.claims, token),
    onConfirmed: () => signOut(`${window.location.origin}${paths.changeEmailSuccess}`),
    onFailed: () => navigate(paths.changeEmailError, { replace: true }),
  });
  return (
    <main id="main-content" className="message-page" tabIndex={-1}>
      <h1 className="visually-hidden">{title}</h1>
      <Loader fullPage />
    </main>
  );
}
