import { CreditCard, FileText, Landmark, ShieldCheck, Smartphone, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';
import { AppLink } from '#platform/query/AppLink';
import { Screen } from '#ui/Screen';
import { useSettingsPaths } from './use-settings-paths';
import './settings.scss';

const messages = defineMessages({
  title: { id: 'settings.paymentMethod.title', defaultMessage: 'Payment method' },
  intro: {
    id: 'settings.paymentMethod.intro',
    defaultMessage:
      'You choose how to pay when you place an order. We never store your card or bank details in your account.',
  },
  available: { id: 'settings.paymentMethod.available', defaultMessage: 'Ways to pay in this shop' },
  card: {
    id: 'settings.paymentMethod.card',
    defaultMessage: 'Credit or debit card (Visa, Mastercard, American Express)',
  },
  paypal: { id: 'settings.paymentMethod.paypal', defaultMessage: 'PayPal' },
  ideal: { id: 'settings.paymentMethod.ideal', defaultMessage: 'iDEAL' },
  bancontact: { id: 'settings.paymentMethod.bancontact', defaultMessage: 'Bancontact' },
  klarna: { id: 'settings.paymentMethod.klarna', defaultMessage: 'Klarna (pay later)' },
  sofort: { id: 'settings.paymentMethod.sofort', defaultMessage: 'Online bank transfer' },
  wallet: { id: 'settings.paymentMethod.wallet', defaultMessage: 'Apple Pay and Google Pay' },
  mobilepay: { id: 'settings.paymentMethod.mobilepay', defaultMessage: 'MobilePay' },
  vipps: { id: 'settings.paymentMethod.vipps', defaultMessage: 'Vipps' },
  swish: { id: 'settings.paymentMethod.swish', defaultMessage: 'Swish' },
  invoice: {
    id: 'settings.paymentMethod.invoice',
    defaultMessage: 'Invoice: pay within 30 days of delivery (business accounts)',
  },
  secure: {
    id: 'settings.paymentMethod.secure',
    defaultMessage: 'Payments are handled by our payment provider over a secure connection.',
  },
  back: { id: 'settings.paymentMethod.back', defaultMessage: 'Back to settings' },
});

type Method = keyof typeof messages &
  (
    | 'card'
    | 'paypal'
    | 'ideal'
    | 'bancontact'
    | 'klarna'
    | 'sofort'
    | 'wallet'
    | 'mobilepay'
    | 'vipps'
    | 'swish'
    | 'invoice'
  );

const BY_COUNTRY: Readonly<Record<string, readonly Method[]>> = {
  NL: ['ideal', 'card', 'paypal', 'klarna', 'wallet'],
  BE: ['bancontact', 'card', 'paypal', 'wallet'],
  FR: ['card', 'paypal', 'wallet'],
  DE: ['paypal', 'klarna', 'card', 'sofort', 'wallet'],
  AT: ['paypal', 'klarna', 'card', 'sofort', 'wallet'],
  GB: ['card', 'paypal', 'klarna', 'wallet'],
  IE: ['card', 'paypal', 'wallet'],
  SE: ['klarna', 'swish', 'card', 'wallet'],
  NO: ['vipps', 'klarna', 'card', 'wallet'],
  DK: ['mobilepay', 'card', 'paypal', 'wallet'],
  IT: ['card', 'paypal', 'wallet'],
  ES: ['card', 'paypal', 'wallet'],
};

/** Built at render: icons from the shared lucide chunk are not bound yet while this module first evaluates. */
const icons = (): Record<Method, ReactNode> => ({
  card: <CreditCard size={20} />,
  paypal: <Wallet size={20} />,
  ideal: <Landmark size={20} />,
  bancontact: <Landmark size={20} />,
  klarna: <FileText size={20} />,
  sofort: <Landmark size={20} />,
  wallet: <Smartphone size={20} />,
  mobilepay: <Smartphone size={20} />,
  vipps: <Smartphone size={20} />,
  swish: <Smartphone size={20} />,
  invoice: <FileText size={20} />,
});

/** /settings/payment-method: how the customer can pay in this brand's country (chosen at checkout, nothing stored). */
export function PaymentMethodPage() {
  const { brand } = useConfig();
  const routes = useSettingsPaths();
  const iconOf = icons();
  const methods: readonly Method[] = [
    ...(routes.isB2b ? (['invoice'] as const) : []),
    ...(BY_COUNTRY[brand.country] ?? ['card', 'paypal']),
  ];
  return (
    <Screen title={messages.title} className="settings">
      <div className="settings-payment">
        <p className="settings-form__intro">
          <FormattedMessage {...messages.intro} />
        </p>
        <h2 className="settings-payment__title">
          <FormattedMessage {...messages.available} />
        </h2>
        <ul className="settings-payment__list">
          {methods.map((method) => {
            const label: MessageDescriptor = messages[method];
            return (
              <li key={method}>
                <span className="settings-card__icon" aria-hidden="true">
                  {iconOf[method]}
                </span>
                <FormattedMessage {...label} />
              </li>
            );
          })}
        </ul>
        <p className="settings-payment__secure">
          <ShieldCheck size={18} aria-hidden="true" />
          <FormattedMessage {...messages.secure} />
        </p>
        <AppLink to={routes.settings} className="button button--secondary">
          <FormattedMessage {...messages.back} />
        </AppLink>
      </div>
    </Screen>
  );
}
