import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
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

/** An error page with a 'Try again' button and the contact-customer-care link. */
export function RetryErrorPage({
  title,
  text,
  onRetry,
  contactUrl,
}: {
  title: ReactNode;
  text: ReactNode;
  onRetry(): void;
  contactUrl: string | null;
}) {
  return (
    <MessagePage
      title={title}
      actions={
        <Button onClick={onRetry}>
          <FormattedMessage {...messages.tryAgain} />
        </Button>
      }
    >
      <p>{text}</p>
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
