import { defineMessages, FormattedMessage } from 'react-intl';
import { paths } from '#contracts/routes';
import { useConfig } from '../../platform/config/ConfigProvider';
import { usePageTitle } from '../../platform/page-title/use-page-title';
import { AppLink } from '../../platform/query/AppLink';
import { ExternalLink } from '../../ui/ExternalLink';
import { MessagePage } from '../../ui/MessagePage';

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
  const { routes } = useConfig();
  return (
    <MessagePage
      title={title}
      actions={
        <>
          <AppLink to={paths.home} className="button button--primary">
            <FormattedMessage {...messages.account} />
          </AppLink>
          {routes ? (
            <ExternalLink href={routes.Main} className="button button--secondary">
              <FormattedMessage {...messages.store} />
            </ExternalLink>
          ) : null}
        </>
      }
    >
      <p>
        <FormattedMessage {...messages.text} />
      </p>
    </MessagePage>
  );
}
