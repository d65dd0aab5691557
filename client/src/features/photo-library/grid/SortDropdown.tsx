import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { SortKey, SortOrder } from '#contracts/photos';
import { useIsSmallScreen } from '#platform/breakpoints/use-breakpoint';
import type { SortOption } from '#platform/photo-library/timeline';

const messages = defineMessages({
  label: { id: 'photos.sort.label', defaultMessage: 'Sort by' },
  createdDesc: { id: 'photos.sort.createdDesc', defaultMessage: 'Date created (newest first)' },
  createdAsc: { id: 'photos.sort.createdAsc', defaultMessage: 'Date created (oldest first)' },
  dateTakenDesc: { id: 'photos.sort.dateTakenDesc', defaultMessage: 'Date taken (newest first)' },
  dateTakenAsc: { id: 'photos.sort.dateTakenAsc', defaultMessage: 'Date taken (oldest first)' },
  uploadedDesc: { id: 'photos.sort.uploadedDesc', defaultMessage: 'Date uploaded (newest first)' },
  uploadedAsc: { id: 'photos.sort.uploadedAsc', defaultMessage: 'Date uploaded (oldest first)' },
});

/** The same orders, short enough for a phone's select to show the chosen one whole beside 'Select'. */
const shortMessages = defineMessages({
  createdDesc: { id: 'photos.sort.short.createdDesc', defaultMessage: 'Created, newest' },
  createdAsc: { id: 'photos.sort.short.createdAsc', defaultMessage: 'Created, oldest' },
  dateTakenDesc: { id: 'photos.sort.short.dateTakenDesc', defaultMessage: 'Taken, newest' },
  dateTakenAsc: { id: 'photos.sort.short.dateTakenAsc', defaultMessage: 'Taken, oldest' },
  uploadedDesc: { id: 'photos.sort.short.uploadedDesc', defaultMessage: 'Uploaded, newest' },
  uploadedAsc: { id: 'photos.sort.short.uploadedAsc', defaultMessage: 'Uploaded, oldest' },
});

const optionMessage = (key: SortKey, order: SortOrder, short: boolean) =>
  (short ? shortMessages : messages)[
    `${key}${order === 'desc' ? 'Desc' : 'Asc'}` as keyof typeof shortMessages
  ];

/**
 * The sort dropdown: each offered key, newest or oldest first. On a phone the options take their short labels, so
 * the chosen order reads whole in the narrow select (the label 'Sort by' still names it).
 */
export function SortDropdown({
  value,
  keys,
  onChange,
}: {
  value: SortOption;
  keys: readonly SortKey[];
  onChange(option: SortOption): void;
}) {
  const intl = useIntl();
  const id = useId();
  // The phone width of the styles (under `$bp-medium`): the select is narrow there.
  const short = useIsSmallScreen();
  return (
    <div className="sort-dropdown">
      <label htmlFor={id}>{intl.formatMessage(messages.label)}</label>
      <select
        id={id}
        value={`${value.sortKey}:${value.sortOrder}`}
        onChange={(event) => {
          const [sortKey, sortOrder] = event.target.value.split(':') as [SortKey, SortOrder];
          onChange({ sortKey, sortOrder });
        }}
      >
        {keys.flatMap((key) =>
          (['desc', 'asc'] as const).map((order) => (
            <option key={`${key}:${order}`} value={`${key}:${order}`}>
              {intl.formatMessage(optionMessage(key, order, short))}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
