import { CalendarClock } from 'lucide-react';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { CutOffGroup } from '#contracts/campaigns';
import { ShopLink } from '#ui/orders/ShopLink';

const notice = defineMessage<{ date: string; event: string }>({
  id: 'orders.cutOff.notice',
  defaultMessage: 'Order by {date} for delivery before {event}',
});

/**
 * The notice for an occasion the shop knows, whole sentences so that each language places the occasion's name
 * with its own article and preposition ('avant Noël', 'vor dem Muttertag').
 */
const eventNotices = defineMessages({
  christmas: {
    id: 'orders.cutOff.notice.christmas',
    defaultMessage: 'Order by {date} for delivery before Christmas',
  },
  easter: { id: 'orders.cutOff.notice.easter', defaultMessage: 'Order by {date} for delivery before Easter' },
  'mothers-day': {
    id: 'orders.cutOff.notice.mothersDay',
    defaultMessage: 'Order by {date} for delivery before Mother’s Day',
  },
  'fathers-day': {
    id: 'orders.cutOff.notice.fathersDay',
    defaultMessage: 'Order by {date} for delivery before Father’s Day',
  },
  'valentines-day': {
    id: 'orders.cutOff.notice.valentinesDay',
    defaultMessage: 'Order by {date} for delivery before Valentine’s Day',
  },
});

/** The sentence for an occasion's key, or null when the shop does not know it (the date is named instead). */
export function eventNotice(event: string | null | undefined): MessageDescriptor | null {
  return event && Object.hasOwn(eventNotices, event)
    ? eventNotices[event as keyof typeof eventNotices]
    : null;
}

/**
 * The coming order deadline of the shop (a cut-off group), e.g. before Christmas: shown above the orders while it
 * is near (`useCutOffBesideList` says which, and when).
 */
export function CutOffNotice({ group }: { group: CutOffGroup }) {
  const intl = useIntl();
  const day = (iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const forEvent = eventNotice(group.event);
  return (
    <div className="cut-off-notice">
      <CalendarClock className="icon" size={22} aria-hidden="true" />
      <p className="cut-off-notice__text">
        {forEvent ? (
          <FormattedMessage {...forEvent} values={{ date: day(group.cutOffDate) }} />
        ) : (
          <FormattedMessage
            {...notice}
            values={{ date: day(group.cutOffDate), event: day(group.deliveredBy) }}
          />
        )}
      </p>
      <ShopLink className="button button--secondary cut-off-notice__shop" />
    </div>
  );
}
