import { CreditCard, Mail, MapPin, Newspaper, Server, UserRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { Customer } from '#contracts/customer';
import { paths } from '#contracts/routes';
import { useAddresses } from '#platform/customer/addresses';
import { AppLink } from '#platform/query/AppLink';
import { AddressLines } from '#ui/AddressLines';
import { Button } from '#ui/Button';
import { DeleteAccountCard } from './DeleteAccountCard';
import { NewsletterCard } from './NewsletterCard';
import { SavedNotice } from './SavedNotice';
import { useSettingsPaths } from './use-settings-paths';

const messages = defineMessages({
  personalTitle: { id: 'settings.overview.personal', defaultMessage: 'Personal details' },
  personalEdit: { id: 'settings.overview.personalEdit', defaultMessage: 'Edit personal details' },
  emailTitle: { id: 'settings.overview.email', defaultMessage: 'E-mail address' },
  emailHint: {
    id: 'settings.overview.emailHint',
    defaultMessage: 'You sign in with this address and receive your order updates there.',
  },
  emailChange: { id: 'settings.overview.emailChange', defaultMessage: 'Change e-mail address' },
  addressesTitle: { id: 'settings.overview.addresses', defaultMessage: 'Addresses' },
  addressesDefault: { id: 'settings.overview.addressesDefault', defaultMessage: 'Default address' },
  addressesNone: {
    id: 'settings.overview.addressesNone',
    defaultMessage: "You haven't saved an address yet.",
  },
  addressesError: {
    id: 'settings.overview.addressesError',
    defaultMessage: 'Your addresses could not be loaded.',
  },
  addressesAll: { id: 'settings.overview.addressesAll', defaultMessage: 'All addresses' },
  addressesAdd: { id: 'settings.overview.addressesAdd', defaultMessage: 'Add address' },
  retry: { id: 'settings.overview.retry', defaultMessage: 'Try again' },
  paymentTitle: { id: 'settings.overview.payment', defaultMessage: 'Payment method' },
  paymentText: {
    id: 'settings.overview.paymentText',
    defaultMessage: 'See how you can pay for your orders.',
  },
  paymentLink: { id: 'settings.overview.paymentLink', defaultMessage: 'View payment methods' },
  ftpTitle: { id: 'settings.overview.ftp', defaultMessage: 'FTP integration' },
  ftpSet: { id: 'settings.overview.ftpSet', defaultMessage: 'Order updates are sent to your callback URL.' },
  ftpUnset: {
    id: 'settings.overview.ftpUnset',
    defaultMessage: 'Set a callback URL to receive your order updates automatically.',
  },
  ftpLink: { id: 'settings.overview.ftpLink', defaultMessage: 'Set up the integration' },
  newsletterTitle: { id: 'settings.overview.newsletter', defaultMessage: 'Newsletter' },
});

function SettingsCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: MessageDescriptor;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="settings-card" aria-labelledby={id}>
      <h2 id={id} className="settings-card__title">
        <span className="settings-card__icon" aria-hidden="true">
          {icon}
        </span>
        <FormattedMessage {...title} />
      </h2>
      <div className="settings-card__body">{children}</div>
      {actions ? <div className="settings-card__actions">{actions}</div> : null}
    </section>
  );
}

/**
 * While the addresses load: the shape of the default address (its label and five lines), so that the card, and the
 * cards of the row below, do not move when it arrives (a layout shift of 0.012 at 1280 px before).
 */
function AddressSkeleton() {
  return (
    <div className="settings-card__address-skeleton" aria-busy="true">
      <p className="settings-card__label">
        <FormattedMessage {...messages.addressesDefault} />
      </p>
      <span className="address-lines">
        {ADDRESS_LINES.map((line) => (
          <span key={line} className="skeleton skeleton--text" />
        ))}
      </span>
    </div>
  );
}

const ADDRESS_LINES = ['name', 'street', 'city', 'country', 'phone'];

function AddressesSummary() {
  const { data, error, mutate } = useAddresses();
  if (error && !data) {
    return (
      <div role="alert">
        <p className="settings-card__error">
          <FormattedMessage {...messages.addressesError} />
        </p>
        <Button variant="secondary" onClick={() => void mutate()}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </div>
    );
  }
  if (!data) return <AddressSkeleton />;
  const main = data.find((a) => a.isDefault) ?? data[0];
  if (!main) {
    return (
      <p className="settings-card__muted">
        <FormattedMessage {...messages.addressesNone} />
      </p>
    );
  }
  return (
    <>
      <p className="settings-card__label">
        <FormattedMessage {...messages.addressesDefault} />
      </p>
      <AddressLines address={main} />
    </>
  );
}

/** The settings overview of consumers and business users: each part with a link to its own screen. */
export function SettingsOverview({ customer }: { customer: Customer }) {
  const routes = useSettingsPaths();
  return (
    <>
      <SavedNotice changed={customer.changed} />
      <div className="settings-grid">
        <SettingsCard
          icon={<UserRound size={20} />}
          title={messages.personalTitle}
          actions={
            <AppLink to={paths.personalDetails} className="settings-card__link">
              <FormattedMessage {...messages.personalEdit} />
            </AppLink>
          }
        >
          <p className="settings-card__value">
            {customer.firstName} {customer.lastName}
          </p>
        </SettingsCard>
        <SettingsCard
          icon={<Mail size={20} />}
          title={messages.emailTitle}
          actions={
            <AppLink to={routes.changeEmail} className="settings-card__link">
              <FormattedMessage {...messages.emailChange} />
            </AppLink>
          }
        >
          <p className="settings-card__value settings-card__value--wrap">{customer.email}</p>
          <p className="settings-card__muted">
            <FormattedMessage {...messages.emailHint} />
          </p>
        </SettingsCard>
        <SettingsCard
          icon={<MapPin size={20} />}
          title={messages.addressesTitle}
          actions={
            <>
              <AppLink to={paths.allAddresses} className="settings-card__link">
                <FormattedMessage {...messages.addressesAll} />
              </AppLink>
              <AppLink to={routes.addAddress} className="settings-card__link">
                <FormattedMessage {...messages.addressesAdd} />
              </AppLink>
            </>
          }
        >
          <AddressesSummary />
        </SettingsCard>
        <SettingsCard
          icon={<CreditCard size={20} />}
          title={messages.paymentTitle}
          actions={
            <AppLink to={paths.paymentMethod} className="settings-card__link">
              <FormattedMessage {...messages.paymentLink} />
            </AppLink>
          }
        >
          <p className="settings-card__muted">
            <FormattedMessage {...messages.paymentText} />
          </p>
        </SettingsCard>
        {routes.isB2b ? (
          <SettingsCard
            icon={<Server size={20} />}
            title={messages.ftpTitle}
            actions={
              <AppLink to={paths.ftpIntegration} className="settings-card__link">
                <FormattedMessage {...messages.ftpLink} />
              </AppLink>
            }
          >
            <p className="settings-card__muted">
              <FormattedMessage {...(customer.callbackUrl ? messages.ftpSet : messages.ftpUnset)} />
            </p>
          </SettingsCard>
        ) : (
          <SettingsCard icon={<Newspaper size={20} />} title={messages.newsletterTitle}>
            <NewsletterCard email={customer.email} />
          </SettingsCard>
        )}
      </div>
      <DeleteAccountCard />
    </>
  );
}
