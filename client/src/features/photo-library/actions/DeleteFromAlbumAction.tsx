import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBulkRemoveFromAlbum } from '#platform/photo-library/use-delete-photos';
import { DeletePhotosModal } from './DeletePhotosModal';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';

const messages = defineMessages({
  deleteFromAlbum: { id: 'photos.selection.deleteFromAlbum', defaultMessage: 'Delete from album' },
});

/** Delete from album: the selected photos leave the album (in chunks, with progress) and stay in the library. */
export function DeleteFromAlbumAction({ albumId, unavailable }: { albumId: string; unavailable?: string }) {
  const intl = useIntl();
  const { selection, selected, count, store } = usePhotoSelection();
  const bulk = useBulkRemoveFromAlbum(store, albumId);
  const [amount, setAmount] = useState<number | null>(null);
  return (
    <>
      <SelectionActionButton
        primary
        label={intl.formatMessage(messages.deleteFromAlbum)}
        reason={unavailable ?? null}
        onClick={() => setAmount(count)}
      />
      <DeletePhotosModal
        variant="removeFromAlbum"
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
