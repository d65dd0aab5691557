import type { IntlShape } from 'react-intl';
import type { Money } from '#contracts/orders';

/** An amount in minor units, in its currency, the locale's way (£37.49, € 37,49). */
export function formatMoney(intl: IntlShape, money: Money): string {
  return intl.formatNumber(money.amount / 100, { style: 'currency', currency: money.currency });
}
