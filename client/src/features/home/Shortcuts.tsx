import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { AppLink } from '#platform/query/AppLink';

const messages = defineMessages({
  title: { id: 'home.shortcuts.title', defaultMessage: 'Shortcuts' },
  settings: { id: 'home.shortcuts.settings', defaultMessage: 'Settings' },
  // Only what the settings pages hold: the password is the identity provider's (it has no page for changing it).
  settingsText: {
    id: 'home.shortcuts.settingsSummary',
    defaultMessage: 'E-mail address, newsletter and account deletion',
  },
  settingsTextB2b: {
    id: 'home.shortcuts.settingsSummaryB2b',
    defaultMessage: 'E-mail address, payment method and FTP integration',
  },
  details: { id: 'home.shortcuts.details', defaultMessage: 'Personal details' },
  detailsText: {
    id: 'home.shortcuts.detailsSummary',
    defaultMessage: 'Your name, for greetings and invoices',
  },
  addresses: { id: 'home.shortcuts.addresses', defaultMessage: 'Addresses' },
  addressesText: { id: 'home.shortcuts.addressesText', defaultMessage: 'Where your orders are delivered' },
});

/** Shortcuts to the account's settings and addresses. */
export function Shortcuts() {
  const intl = useIntl();
  const { isB2b } = useAuth();
  const items: { key: string; to: string; label: MessageDescriptor; text: MessageDescriptor }[] = [
    {
      key: 'settings',
      to: isB2b ? paths.settingsB2b : paths.settings,
      label: messages.settings,
      text: isB2b ? messages.settingsTextB2b : messages.settingsText,
    },
    { key: 'details', to: paths.personalDetails, label: messages.details, text: messages.detailsText },
    { key: 'addresses', to: paths.allAddresses, label: messages.addresses, text: messages.addressesText },
  ];
  return (
    <nav className="overview-shortcuts" aria-label={intl.formatMessage(messages.title)}>
      <h2 className="overview-shortcuts__title">
        <FormattedMessage {...messages.title} />
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <AppLink to={item.to} className="overview-shortcuts__link">
              <span className="overview-shortcuts__label">
                <FormattedMessage {...item.label} />
              </span>
              <span className="overview-shortcuts__text">
                <FormattedMessage {...item.text} />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
