import { defineMessage, defineMessages } from 'react-intl';

export const timelineMessages = {
  ...defineMessages({
    gridLabel: { id: 'photos.timeline.gridLabel', defaultMessage: 'Your photos by month' },
    unknownDate: { id: 'photos.timeline.unknownDate', defaultMessage: 'Unknown Date' },
    loadError: { id: 'photos.timeline.loadError', defaultMessage: 'Error: Your photos could not be loaded' },
    retry: { id: 'photos.timeline.retry', defaultMessage: 'Try again' },
    scrubber: { id: 'photos.timeline.scrubber', defaultMessage: 'Jump to a month' },
  }),
  selectMonth: defineMessage<{ month: string }>({
    id: 'photos.timeline.selectMonth',
    defaultMessage: 'Select all photos of {month}',
  }),
  deselectMonth: defineMessage<{ month: string }>({
    id: 'photos.timeline.deselectMonth',
    defaultMessage: 'Deselect all photos of {month}',
  }),
  more: defineMessage<{ count: number }>({ id: 'photos.timeline.more', defaultMessage: '+{count, number}' }),
  moreLabel: defineMessage<{ count: number; month: string }>({
    id: 'photos.timeline.moreLabel',
    defaultMessage: 'Show {count, plural, one {# more photo} other {# more photos}} of {month}',
  }),
  monthCount: defineMessage<{ count: number }>({
    id: 'photos.timeline.monthCount',
    defaultMessage: '{count, plural, one {# photo} other {# photos}}',
  }),
};
