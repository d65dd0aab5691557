import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBulkDelete } from '#platform/photo-library/use-delete-photos';
import { DeletePhotosModal } from './DeletePhotosModal';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';

const messages = defineMessages({
  delete: { id: 'photos.selection.delete', defaultMessage: 'Delete' },
});

/**
 * Delete: the selection leaves the library in chunks, whatever its size (Select all of a million photos too),
 * with its progress and a Stop; each chunk leaves the list once it is deleted, and nothing deleted comes back.
 */
export function DeleteAction() {
  const intl = useIntl();
  const { selection, selected, count, store } = usePhotoSelection();
  const bulk = useBulkDelete(store);
  const [amount, setAmount] = useState<number | null>(null);
  return (
    <>
      <SelectionActionButton
        primary
        label={intl.formatMessage(messages.delete)}
        onClick={() => setAmount(count)}
      />
      <DeletePhotosModal
        count={amount}
        progress={bulk.progress}
        onStop={bulk.cancel}
        onCancel={() => setAmount(null)}
        onDelete={async () => (await bulk.run(selected.value)).outcome !== 'failed'}
        onDeleted={() => {
          setAmount(null);
          selection.stop();
        }}
      />
    </>
  );
}
