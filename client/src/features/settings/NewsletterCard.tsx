import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { mailLimitOf } from '#platform/api/mail-limit';
import { useConfig } from '#platform/config/ConfigProvider';
import { useRequest } from '#platform/request-state/use-request';
import { Button } from '#ui/Button';
import { MailLimitText } from '#ui/MailLimitText';
import { deleteNewsletterSubscription, useNewsletterSubscription } from './api/newsletter-subscription';
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
  unsubscribe: { id: 'settings.newsletter.unsubscribe', defaultMessage: 'Unsubscribe' },
  unsubscribing: { id: 'settings.newsletter.unsubscribing', defaultMessage: 'Unsubscribing…' },
  unsubscribed: {
    id: 'settings.newsletter.unsubscribed',
    defaultMessage: 'You have been unsubscribed from the newsletter.',
  },
  unsubscribeFailed: {
    id: 'settings.newsletter.unsubscribeFailed',
    defaultMessage: 'We could not unsubscribe you just now. Please try again.',
  },
});

const sent = defineMessage<{ email: string }>({
  id: 'settings.newsletter.sent',
  defaultMessage: 'Almost done! Confirm your subscription with the link we sent to {email}.',
});

const subscribedTo = defineMessage<{ email: string }>({
  id: 'settings.newsletter.subscribed',
  defaultMessage: 'You receive our newsletter at {email}.',
});

/** A confirmed subscription: what it is, and the way out. */
function Subscribed({ email, onUnsubscribed }: { email: string; onUnsubscribed(): void }) {
  const { state, run } = useRequest(
    'UNSUBSCRIBE_NEWSLETTER',
    async () => {
      await deleteNewsletterSubscription(email);
      onUnsubscribed();
    },
    mailLimitOf,
  );
  const busy = state.status === 'InProgress';
  return (
    <>
      <p className="settings-card__success">
        <FormattedMessage {...subscribedTo} values={{ email }} />
      </p>
      {state.status === 'Failed' ? (
        <p role="alert" className="settings-card__error">
          <MailLimitText
            limit={state.failure}
            otherwise={<FormattedMessage {...messages.unsubscribeFailed} />}
          />
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void run()} disabled={busy} aria-busy={busy}>
        <FormattedMessage {...(busy ? messages.unsubscribing : messages.unsubscribe)} />
      </Button>
    </>
  );
}

/**
 * The newsletter: a confirmed subscription shows as such, with Unsubscribe; otherwise the double opt-in starts
 * here (the confirmation link is mailed to the account's address). When the status cannot be read, subscribing
 * is still offered (the e-mail gateway keeps one subscription per address).
 */
export function NewsletterCard({ email }: { email: string }) {
  const { brand } = useConfig();
  const subscription = useNewsletterSubscription(email);
  const { state, run } = useRequest(
    'SUBSCRIBE_NEWSLETTER',
    () => postNewsletterSubscription(email, brand.channel),
    mailLimitOf,
  );
  const [unsubscribed, setUnsubscribed] = useState(false);
  if (subscription.data?.subscribed) {
    const onUnsubscribed = () => {
      setUnsubscribed(true);
      void subscription.mutate({ subscribed: false }, { revalidate: false });
    };
    return <Subscribed email={email} onUnsubscribed={onUnsubscribed} />;
  }
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
      {unsubscribed ? (
        <p role="status" className="settings-card__success">
          <FormattedMessage {...messages.unsubscribed} />
        </p>
      ) : (
        <p className="settings-card__muted">
          <FormattedMessage {...messages.text} />
        </p>
      )}
      {state.status === 'Failed' ? (
        <p role="alert" className="settings-card__error">
          <MailLimitText limit={state.failure} otherwise={<FormattedMessage {...messages.failed} />} />
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void run()} disabled={busy} aria-busy={busy}>
        <FormattedMessage {...(busy ? messages.sending : messages.subscribe)} />
      </Button>
    </>
  );
}
