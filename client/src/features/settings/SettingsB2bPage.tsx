import { defineMessages, FormattedMessage } from 'react-intl';
import type { B2bStatus } from '#contracts/customer';
import { Screen } from '#ui/Screen';
import { WithCustomer } from './SettingsLoadError';
import { SettingsOverview } from './SettingsOverview';
import './settings.scss';

const messages = defineMessages({
  title: { id: 'settings.business.title', defaultMessage: 'Business settings' },
  status: { id: 'settings.business.status', defaultMessage: 'Account status' },
  Default: {
    id: 'settings.business.statusDefault',
    defaultMessage: 'Some account details are missing: check your details and addresses below.',
  },
  New: {
    id: 'settings.business.statusNew',
    defaultMessage: 'We are validating your business account. You can already complete your details.',
  },
  Blocked: {
    id: 'settings.business.statusBlocked',
    defaultMessage: 'Your business account is blocked. Please contact customer care.',
  },
});

function StatusNote({ status }: { status: B2bStatus | null }) {
  if (!status) return null;
  return (
    <p className={`settings-status settings-status--${status.toLowerCase()}`}>
      <strong>
        <FormattedMessage {...messages.status} />:
      </strong>{' '}
      <FormattedMessage {...messages[status]} />
    </p>
  );
}

/** /settings/b2b: the business user's settings (their own e-mail and address routes, the FTP integration). */
export function SettingsB2bPage() {
  return (
    <Screen title={messages.title} className="settings">
      <WithCustomer>
        {(customer) => (
          <>
            <StatusNote status={customer.status} />
            <SettingsOverview customer={customer} />
          </>
        )}
      </WithCustomer>
    </Screen>
  );
}
