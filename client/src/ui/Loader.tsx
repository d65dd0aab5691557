import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'ui.loader.loading', defaultMessage: 'Loading' },
});

/** A spinner announced as a status with the name 'Loading'. */
export function Loader({ fullPage = false }: { fullPage?: boolean }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage(messages.loading)}
      className={fullPage ? 'loader loader--page' : 'loader'}
    >
      <span className="loader__spinner" aria-hidden="true" />
    </div>
  );
}
