import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'ui.loader.loading', defaultMessage: 'Loading' },
});

/** A 'Loading' status whose placeholders are hidden from assistive technology. */
function SkeletonStatus({ className, children }: { className: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage(messages.loading)} className={className}>
      {children}
    </div>
  );
}

/** The shape of a screen while its code loads: a title and a few cards, announced as a 'Loading' status. */
export function ScreenSkeleton() {
  return (
    <SkeletonStatus className="screen-skeleton">
      <span className="skeleton skeleton--title" aria-hidden="true" />
      <span className="skeleton skeleton--line" aria-hidden="true" />
      <span className="skeleton skeleton--card" aria-hidden="true" />
      <span className="skeleton skeleton--card" aria-hidden="true" />
    </SkeletonStatus>
  );
}

/**
 * A list's cards while its data loads, announced as a 'Loading' status: `count` cards in the space the list will
 * take, so what loads does not push the page down. `className` sets the cards' height to the list's own (its
 * `.skeleton--card`), at each width.
 */
export function CardsSkeleton({ count, className }: { count: number; className: string }) {
  return (
    <SkeletonStatus className={`cards-skeleton ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={index} className="skeleton skeleton--card" aria-hidden="true" />
      ))}
    </SkeletonStatus>
  );
}
