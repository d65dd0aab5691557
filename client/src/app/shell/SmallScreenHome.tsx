import { FormattedMessage } from 'react-intl';
import { useAuth } from '#platform/auth/AuthProvider';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { Button } from '#ui/Button';
import { AccountMenu } from './AccountMenu';
import { menuMessages } from './menu-messages';
import { shellMessages } from './shell-messages';

/** On small screens '/' is the menu itself, with a Sign out button instead of the menu's sign-out item. */
export function SmallScreenHome() {
  const title = usePageTitle(shellMessages.myAccount);
  const { signOut } = useAuth();
  return (
    <div className="small-home">
      <h1>{title}</h1>
      <AccountMenu withSignOut={false} />
      <Button variant="secondary" className="small-home__sign-out" onClick={() => signOut()}>
        <FormattedMessage {...menuMessages.signOut} />
      </Button>
    </div>
  );
}
