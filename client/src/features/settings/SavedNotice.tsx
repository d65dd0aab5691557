import { CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRequest } from '#platform/request-state/use-request';
import { patchMe } from './api/update-customer';

const messages = defineMessages({
  saved: { id: 'settings.saved.text', defaultMessage: 'Your changes have been saved.' },
  dismiss: { id: 'settings.saved.dismiss', defaultMessage: 'Dismiss' },
});

/**
 * 'Your changes have been saved.' belongs to the save that raised it: the customer's 'changed' flag (set by an
 * update or an address change) shows it on the Settings visit that follows, and is reset at once, so a later
 * visit or a new sign-in does not show it again. It stays on this visit until it is dismissed.
 */
export function SavedNotice({ changed }: { changed: boolean }) {
  const intl = useIntl();
  const [shown, setShown] = useState(changed);
  const { run, state } = useRequest('RESET_CUSTOMER_CHANGED', () => patchMe({ changed: false }));
  useEffect(() => {
    if (!changed) return;
    setShown(true);
    void run();
  }, [changed, run]);
  if (!shown) return null;
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
        onClick={() => {
          setShown(false);
          // The reset on arrival failed: the dismissal asks again, as it did before.
          if (state.status === 'Failed') void run();
        }}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
