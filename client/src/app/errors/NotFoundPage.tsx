import { defineMessages, FormattedMessage } from 'react-intl';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { AppLink } from '#platform/query/AppLink';

const messages = defineMessages({
  title: { id: 'app.notFound.title', defaultMessage: 'Page not found' },
  text: { id: 'app.notFound.text', defaultMessage: 'The page you are looking for does not exist.' },
  home: { id: 'app.notFound.home', defaultMessage: 'Go to my account' },
});

/** Unknown paths inside the shell. */
export function NotFoundPage() {
  const title = usePageTitle(messages.title);
  return (
    <section className="screen">
      <h1>{title}</h1>
      <p>
        <FormattedMessage {...messages.text} />
      </p>
      <AppLink to="/" className="button button--primary">
        <FormattedMessage {...messages.home} />
      </AppLink>
    </section>
  );
}
