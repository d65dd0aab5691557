import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { createdLabel } from '#platform/photo-library/albums';
import './album-stats.scss';

const messages = {
  ...defineMessages({
    today: { id: 'albums.album.createdToday', defaultMessage: 'Created today' },
    yesterday: { id: 'albums.album.createdYesterday', defaultMessage: 'Created yesterday' },
  }),
  created: defineMessage<{ date: string }>({ id: 'albums.album.created', defaultMessage: 'Created {date}' }),
  count: defineMessage<{ count: number }>({
    id: 'albums.album.count',
    defaultMessage: '{count, plural, one {# photo} other {# photos}}',
  }),
};

/** An album's stats: its photo count and when it was created ('today', 'yesterday' or 'Created {date}'). */
export function AlbumStats({ count, created }: { count: number; created: string }) {
  const intl = useIntl();
  const label = createdLabel(created, new Date());
  const createdText =
    label.kind === 'today'
      ? intl.formatMessage(messages.today)
      : label.kind === 'yesterday'
        ? intl.formatMessage(messages.yesterday)
        : intl.formatMessage(messages.created, {
            date: intl.formatDate(label.date, { day: '2-digit', month: 'short', year: 'numeric' }),
          });
  return (
    <p className="album-stats">
      <span>{intl.formatMessage(messages.count, { count: Math.max(0, count) })}</span>
      <span>{createdText}</span>
    </p>
  );
}
