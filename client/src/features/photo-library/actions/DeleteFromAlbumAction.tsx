import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useRemoveFromAlbum } from '#platform/photo-library/use-delete-photos';
import { DeletePhotosModal } from './DeletePhotosModal';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';

const messages = defineMessages({
  deleteFromAlbum: { id: 'photos.selection.deleteFromAlbum', defaultMessage: 'Delete from album' },
});

/** Delete from album: the selected photos leave the album and stay in the library. */
export function DeleteFromAlbumAction({ albumId, unavailable }: { albumId: string; unavailable?: string }) {
  const intl = useIntl();
  const { selection, selected, store } = usePhotoSelection();
  const removeFromAlbum = useRemoveFromAlbum(store, albumId);
  const [ids, setIds] = useState<readonly string[] | null>(null);
  return (
    <>
      <SelectionActionButton
        primary
        label={intl.formatMessage(messages.deleteFromAlbum)}
        reason={unavailable ?? null}
        onClick={() => setIds([...selected.ids])}
      />
      <DeletePhotosModal
        variant="removeFromAlbum"
        ids={ids}
        onCancel={() => setIds(null)}
        onDelete={removeFromAlbum}
        onDeleted={() => {
          setIds(null);
          selection.stop();
        }}
      />
    </>
  );
}
