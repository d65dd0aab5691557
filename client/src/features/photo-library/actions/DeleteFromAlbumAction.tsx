import { defineMessages, useIntl } from 'react-intl';
import { useBulkRemoveFromAlbum } from '#features/photo-library/actions/use-delete-photos';
import { DeleteSelectionButton } from './DeleteSelectionButton';
import { usePhotoSelection } from './selection-context';

const messages = defineMessages({
  deleteFromAlbum: { id: 'photos.selection.deleteFromAlbum', defaultMessage: 'Delete from album' },
});

/** Delete from album: the selected photos leave the album and stay in the library. */
export function DeleteFromAlbumAction({ albumId, unavailable }: { albumId: string; unavailable?: string }) {
  const intl = useIntl();
  const { store } = usePhotoSelection();
  const bulk = useBulkRemoveFromAlbum(store, albumId);
  return (
    <DeleteSelectionButton
      label={intl.formatMessage(messages.deleteFromAlbum)}
      bulk={bulk}
      variant="removeFromAlbum"
      reason={unavailable ?? null}
    />
  );
}
