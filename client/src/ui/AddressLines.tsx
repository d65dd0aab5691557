import { useIntl } from 'react-intl';
import './address-lines.scss';
import type { Address } from '#contracts/address';

/** Number before the street in these countries (10 Downing Street, 12 rue de Rivoli). */
const NUMBER_FIRST = new Set(['FR', 'GB', 'IE']);

/** A saved address as the country writes it on an envelope. */
export function AddressLines({ address }: { address: Address }) {
  const intl = useIntl();
  const streetLine = NUMBER_FIRST.has(address.countryCode)
    ? `${address.houseNumber} ${address.street}`
    : `${address.street} ${address.houseNumber}`;
  const cityLine =
    address.countryCode === 'GB' || address.countryCode === 'IE'
      ? `${address.city} ${address.postalCode}`
      : `${address.postalCode} ${address.city}`;
  return (
    <address className="address-lines">
      <span>
        {address.firstName} {address.lastName}
      </span>
      {address.company ? <span>{address.company}</span> : null}
      <span>{streetLine}</span>
      <span>{cityLine}</span>
      <span>{intl.formatDisplayName(address.countryCode, { type: 'region' }) ?? address.countryCode}</span>
      <span>{address.phone}</span>
    </address>
  );
}
