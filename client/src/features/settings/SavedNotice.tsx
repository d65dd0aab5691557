import { CircleCheck, X } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRequest } from '#platform/request-state/use-request';
import { patchMe } from './api/update-customer';

const messages = defineMessages({
  saved: { id: 'settings.saved.text', defaultMessage: 'Your changes have been saved.' },
  dismiss: { id: 'settings.saved.dismiss', defaultMessage: 'Dismiss' },
});

/** Shown while the customer's 'changed' flag is set (after an update or an address change); dismissing resets it. */
export function SavedNotice() {
  const intl = useIntl();
  const { run, state } = useRequest('RESET_CUSTOMER_CHANGED', () => patchMe({ changed: false }));
  return (
    <div className="banner banner--success settings-saved" role="status">
      <CircleCheck size={20} aria-hidden="true" />
      <p>
        <FormattedMessage {...messages.saved} />
      </p>
      <button
        type="button"
        className="settings-saved__dismiss"
        aria-label={intl.formatMessage(messages.dismiss)}
        disabled={state.status === 'InProgress'}
        onClick={() => void run()}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
