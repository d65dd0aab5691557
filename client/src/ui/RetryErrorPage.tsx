import type { ReactNode } from 'react';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  type MessageDescriptor,
  type MessageTag,
} from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Button } from './Button';
import { ExternalLink } from './ExternalLink';
import { MessagePage } from './MessagePage';

const messages = defineMessages({
  tryAgain: { id: 'ui.retryError.tryAgain', defaultMessage: 'Try again' },
});

const contactMessage = defineMessage<{ link: MessageTag }>({
  id: 'ui.retryError.contact',
  defaultMessage: 'You tried again and are still having issues? Please <link>contact customer care</link>',
});

export interface RetryErrorMessages {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** The error page of a failed flow: its title and text, 'Try again' (to `retryTo`) and the customer-care link. */
export function RetryErrorPage({
  messages: own,
  retryTo,
}: {
  messages: RetryErrorMessages;
  retryTo: string;
}) {
  const title = usePageTitle(own.title);
  const navigate = useAppNavigate();
  const { routes } = useConfig();
  const contactUrl = routes?.ContactUs ?? null;
  return (
    <MessagePage
      title={title}
      actions={
        <Button onClick={() => navigate(retryTo)}>
          <FormattedMessage {...messages.tryAgain} />
        </Button>
      }
    >
      <p>
        <FormattedMessage {...own.text} />
      </p>
      <p className="message-page__contact">
        <FormattedMessage
          {...contactMessage}
          values={{
            link: (chunks: ReactNode[]) =>
              contactUrl ? <ExternalLink href={contactUrl}>{chunks}</ExternalLink> : chunks,
          }}
        />
      </p>
    </MessagePage>
  );
}
