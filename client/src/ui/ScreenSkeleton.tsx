import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'ui.loader.loading', defaultMessage: 'Loading' },
});

/** The shape of a screen while its code loads: a title and a few cards, announced as a 'Loading' status. */
export function ScreenSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage(messages.loading)} className="screen-skeleton">
      <span className="skeleton skeleton--title" aria-hidden="true" />
      <span className="skeleton skeleton--line" aria-hidden="true" />
      <span className="skeleton skeleton--card" aria-hidden="true" />
      <span className="skeleton skeleton--card" aria-hidden="true" />
    </div>
  );
}
