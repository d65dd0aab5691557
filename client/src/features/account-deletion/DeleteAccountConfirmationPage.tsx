import { defineMessages } from 'react-intl';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { useTokenConfirmation } from '#platform/auth/use-token-confirmation';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Loader } from '#ui/Loader';
import { postAccountDeletionConfirmation } from './api/confirm-account-deletion';

const messages = defineMessages({
  title: { id: 'accountDeletion.confirmation.title', defaultMessage: 'Deleting your account' },
});

/**
 * /delete-account-confirmation?confirmation-token=…: deletes the account, then signs out with a return to the
 * account-deleted page; a bad, expired or used token goes to the delete-account error page.
 */
export function DeleteAccountConfirmationPage() {
  const title = usePageTitle(messages.title);
  const { signOut } = useAuth();
  const navigate = useAppNavigate();
  useTokenConfirmation({
    type: 'CONFIRM_DELETE_ACCOUNT',
    confirm: (session, token) => postAccountDeletionConfirmation(session.claims, token),
    onConfirmed: () => signOut(`${window.location.origin}${paths.accountDeleted}`),
    onFailed: () => navigate(paths.deleteAccountError, { replace: true }),
  });
  return (
    <main id="main-content" className="message-page" tabIndex={-1}>
      <h1 className="visually-hidden">{title}</h1>
      <Loader fullPage />
    </main>
  );
}
