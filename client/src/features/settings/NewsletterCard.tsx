import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';
import { useRequest } from '#platform/request-state/use-request';
import { Button } from '#ui/Button';
import { postNewsletterSubscription } from './api/subscribe-newsletter';

const messages = defineMessages({
  text: {
    id: 'settings.newsletter.text',
    defaultMessage: 'Inspiration, offers and news, straight to your inbox. Unsubscribe at any time.',
  },
  subscribe: { id: 'settings.newsletter.subscribe', defaultMessage: 'Subscribe to the newsletter' },
  sending: { id: 'settings.newsletter.sending', defaultMessage: 'Subscribing…' },
  failed: {
    id: 'settings.newsletter.failed',
    defaultMessage: 'We could not subscribe you just now. Please try again.',
  },
});

const sent = defineMessage<{ email: string }>({
  id: 'settings.newsletter.sent',
  defaultMessage: 'Almost done! Confirm your subscription with the link we sent to {email}.',
});

/** The newsletter's double opt-in starts here: the confirmation link is mailed to the account's address. */
export function NewsletterCard({ email }: { email: string }) {
  const { brand } = useConfig();
  const { state, run } = useRequest('SUBSCRIBE_NEWSLETTER', () =>
    postNewsletterSubscription(email, brand.channel),
  );
  if (state.status === 'Finished') {
    return (
      <p role="status" className="settings-card__success">
        <FormattedMessage {...sent} values={{ email }} />
      </p>
    );
  }
  const busy = state.status === 'InProgress';
  return (
    <>
      <p className="settings-card__muted">
        <FormattedMessage {...messages.text} />
      </p>
      {state.status === 'Failed' ? (
        <p role="alert" className="settings-card__error">
          <FormattedMessage {...messages.failed} />
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void run()} disabled={busy} aria-busy={busy}>
        <FormattedMessage {...(busy ? messages.sending : messages.subscribe)} />
      </Button>
    </>
  );
}
