import { defineMessages, FormattedMessage } from 'react-intl';
import { paths } from '#contracts/routes';
import { useConfig } from '#platform/config/ConfigProvider';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { AppLink } from '#platform/query/AppLink';
import { ExternalLink } from '#ui/ExternalLink';
import { MessagePage } from '#ui/MessagePage';

const messages = defineMessages({
  title: { id: 'emailChange.success.title', defaultMessage: 'Your e-mail address has been changed!' },
  logIn: { id: 'emailChange.success.logIn', defaultMessage: 'Log in with your new e-mail address' },
  store: { id: 'emailChange.success.store', defaultMessage: 'Continue to the store' },
});

/** Public page after a confirmed e-mail change (the user was signed out). */
export function ChangeEmailSuccessPage() {
  const title = usePageTitle(messages.title);
  const { routes } = useConfig();
  return (
    <MessagePage
      title={title}
      actions={
        <>
          <AppLink to={paths.home} className="button button--primary">
            <FormattedMessage {...messages.logIn} />
          </AppLink>
          {routes ? (
            <ExternalLink href={routes.Main} className="button button--secondary">
              <FormattedMessage {...messages.store} />
            </ExternalLink>
          ) : null}
        </>
      }
    />
  );
}
