import { type ReactNode, useId } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { AppLink } from '#platform/query/AppLink';
import { Button } from '#ui/Button';

const messages = defineMessages({
  retry: { id: 'home.card.retry', defaultMessage: 'Try again' },
});

/** One part of the overview: a titled card with an optional link to the full screen. */
export function OverviewCard({
  title,
  link,
  className,
  children,
}: {
  title: MessageDescriptor;
  link?: { to: string; label: MessageDescriptor } | undefined;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={['overview-card', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className="overview-card__head">
        <h2 id={id} className="overview-card__title">
          <FormattedMessage {...title} />
        </h2>
        {link ? (
          <AppLink to={link.to} className="overview-card__link">
            <FormattedMessage {...link.label} />
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A card's failure: its own message and Try again, while the other cards go on. */
export function CardError({ message, onRetry }: { message: MessageDescriptor; onRetry(): void }) {
  return (
    <div className="overview-card__error" role="alert">
      <p>
        <FormattedMessage {...message} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage {...messages.retry} />
      </Button>
    </div>
  );
}

/** A card's empty state: a sentence and what to do next. */
export function CardEmpty({ message, children }: { message: MessageDescriptor; children?: ReactNode }) {
  return (
    <div className="overview-card__empty">
      <p>
        <FormattedMessage {...message} />
      </p>
      {children}
    </div>
  );
}
