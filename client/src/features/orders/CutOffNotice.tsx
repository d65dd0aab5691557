import { CalendarClock } from 'lucide-react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { serverNow } from '#platform/api/server-time';
import { ShopLink } from '#ui/orders/ShopLink';
import { comingCutOff, useCutOffGroups } from './api/get-cut-off-groups';

const notice = defineMessage<{ date: string; event: string }>({
  id: 'orders.cutOff.notice',
  defaultMessage: 'Order by {date} for delivery before {event}',
});

/**
 * The coming order deadline of the shop (cut-off groups), e.g. before Christmas: shown above the orders while it
 * is near. Nothing shows when there is none or the call fails (it is a hint, not the page's content).
 */
export function CutOffNotice() {
  const intl = useIntl();
  const { data } = useCutOffGroups();
  const group = data ? comingCutOff(data, serverNow()) : null;
  if (!group) return null;
  const day = (iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <div className="cut-off-notice">
      <CalendarClock className="icon" size={22} aria-hidden="true" />
      <p className="cut-off-notice__text">
        <FormattedMessage
          {...notice}
          values={{ date: day(group.cutOffDate), event: day(group.deliveredBy) }}
        />
      </p>
      <ShopLink className="button button--secondary cut-off-notice__shop" />
    </div>
  );
}
