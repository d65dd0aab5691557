import { defineMessages, FormattedMessage } from 'react-intl';
import { paths } from '#contracts/routes';
import { useConfig } from '../../platform/config/ConfigProvider';
import { usePageTitle } from '../../platform/page-title/use-page-title';
import { useAppNavigate } from '../../platform/query/use-app-navigate';
import { RetryErrorPage } from '../../ui/RetryErrorPage';

const messages = defineMessages({
  title: { id: 'subscription.error.title', defaultMessage: 'Your subscription failed' },
  text: {
    id: 'subscription.error.text',
    defaultMessage: 'Something went wrong with the subscription. Could you please try again?',
  },
});

export function SubscriptionErrorPage({ retryTo = paths.settings }: { retryTo?: string }) {
  const title = usePageTitle(messages.title);
  const navigate = useAppNavigate();
  const { routes } = useConfig();
  return (
    <RetryErrorPage
      title={title}
      text={<FormattedMessage {...messages.text} />}
      onRetry={() => navigate(retryTo)}
      contactUrl={routes?.ContactUs ?? null}
    />
  );
}
