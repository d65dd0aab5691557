import { defineMessages, FormattedMessage } from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { ExternalLink } from '#ui/ExternalLink';

const messages = defineMessages({
  title: { id: 'accountDeletion.deleted.title', defaultMessage: 'Your account has been deleted' },
  newAccountTitle: { id: 'accountDeletion.deleted.newAccountTitle', defaultMessage: 'Create a new account' },
  newAccountText: {
    id: 'accountDeletion.deleted.newAccountText',
    defaultMessage: 'Changed your mind? You can create a new account at any time.',
  },
  newAccountLink: { id: 'accountDeletion.deleted.newAccountLink', defaultMessage: 'Create an account' },
  productsTitle: { id: 'accountDeletion.deleted.productsTitle', defaultMessage: 'View our products' },
  productsText: {
    id: 'accountDeletion.deleted.productsText',
    defaultMessage: 'Have a look at our products for inspiration.',
  },
  productsLink: { id: 'accountDeletion.deleted.productsLink', defaultMessage: 'View products' },
});

/** Public page after a confirmed deletion: two panels, to create a new account or to view products. */
export function AccountDeletedPage() {
  const title = usePageTitle(messages.title);
  const { routes } = useConfig();
  return (
    <main id="main-content" className="message-page" tabIndex={-1}>
      <h1>{title}</h1>
      <div className="panels">
        <section className="panel" aria-labelledby="deleted-new-account">
          <h2 id="deleted-new-account">
            <FormattedMessage {...messages.newAccountTitle} />
          </h2>
          <p>
            <FormattedMessage {...messages.newAccountText} />
          </p>
          {routes ? (
            <ExternalLink href={routes.Main} className="button button--primary">
              <FormattedMessage {...messages.newAccountLink} />
            </ExternalLink>
          ) : null}
        </section>
        <section className="panel" aria-labelledby="deleted-products">
          <h2 id="deleted-products">
            <FormattedMessage {...messages.productsTitle} />
          </h2>
          <p>
            <FormattedMessage {...messages.productsText} />
          </p>
          {routes ? (
            <ExternalLink href={routes.AllProducts} className="button button--secondary">
              <FormattedMessage {...messages.productsLink} />
            </ExternalLink>
          ) : null}
        </section>
      </div>
    </main>
  );
}
