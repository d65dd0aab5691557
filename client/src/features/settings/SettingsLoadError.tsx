import { defineMessages, FormattedMessage } from 'react-intl';
import { useCustomer } from '../../platform/customer/get-customer';
import { Banner } from '../../ui/Banner';

const messages = defineMessages({
  loadError: { id: 'settings.loadError', defaultMessage: 'An error occurred loading your settings' },
});

/** Banner-level error of the settings screens when the customer could not be loaded. */
export function SettingsLoadError() {
  const { error } = useCustomer();
  if (!error) return null;
  return (
    <Banner kind="error">
      <FormattedMessage {...messages.loadError} />
    </Banner>
  );
}
