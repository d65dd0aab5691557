import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { SortKey, SortOrder } from '#contracts/photos';
import type { SortOption } from '#platform/photo-library/sort-options';

const messages = defineMessages({
  label: { id: 'photos.sort.label', defaultMessage: 'Sort by' },
  createdDesc: { id: 'photos.sort.createdDesc', defaultMessage: 'Date created (newest first)' },
  createdAsc: { id: 'photos.sort.createdAsc', defaultMessage: 'Date created (oldest first)' },
  dateTakenDesc: { id: 'photos.sort.dateTakenDesc', defaultMessage: 'Date taken (newest first)' },
  dateTakenAsc: { id: 'photos.sort.dateTakenAsc', defaultMessage: 'Date taken (oldest first)' },
  uploadedDesc: { id: 'photos.sort.uploadedDesc', defaultMessage: 'Date uploaded (newest first)' },
  uploadedAsc: { id: 'photos.sort.uploadedAsc', defaultMessage: 'Date uploaded (oldest first)' },
});

const optionMessage = (key: SortKey, order: SortOrder) =>
  messages[`${key}${order === 'desc' ? 'Desc' : 'Asc'}` as keyof typeof messages];

/** The sort dropdown: each offered key, newest or oldest first. */
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
              {intl.formatMessage(optionMessage(key, order))}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
