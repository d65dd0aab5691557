import { useIntl } from 'react-intl';
import type { DeliveryAddress, PickupPoint } from '#contracts/orders';

/** Countries that write the house number before the street (221 Baker Street); the others after it. */
const NUMBER_FIRST = new Set(['GB', 'IE', 'FR', 'US', 'CA', 'AU']);
/** Countries that write the town, then the postcode on a line of its own (London / NW1 6XE). */
const POSTCODE_LAST = new Set(['GB', 'IE']);

/** A postal address as lines (text only: nothing of it is read as markup). */
export function AddressBlock({ address }: { address: DeliveryAddress | PickupPoint }) {
  const intl = useIntl();
  const country = intl.formatDisplayName(address.countryCode, { type: 'region' }) ?? address.countryCode;
  const name = 'name' in address ? address.name : `${address.firstName} ${address.lastName}`;
  return (
    <address className="address-block">
      <span>{name}</span>
      <span>
        {NUMBER_FIRST.has(address.countryCode)
          ? `${address.houseNumber} ${address.street}`
          : `${address.street} ${address.houseNumber}`}
      </span>
      {POSTCODE_LAST.has(address.countryCode) ? (
        <>
          <span>{address.city}</span>
          <span>{address.postalCode}</span>
        </>
      ) : (
        <span>{`${address.postalCode} ${address.city}`}</span>
      )}
      <span>{country}</span>
      {'phone' in address ? <span>{address.phone}</span> : null}
    </address>
  );
}
