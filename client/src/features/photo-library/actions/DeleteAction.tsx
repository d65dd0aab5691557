import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDeletePhotos } from '#platform/photo-library/use-delete-photos';
import { DeletePhotosModal } from './DeletePhotosModal';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';

const messages = defineMessages({
  delete: { id: 'photos.selection.delete', defaultMessage: 'Delete' },
});

/** Delete: the selected photos leave the library (off the list at once, back in place if the call fails). */
export function DeleteAction() {
  const intl = useIntl();
  const { selection, selected, store } = usePhotoSelection();
  const deletePhotos = useDeletePhotos(store);
  const [ids, setIds] = useState<readonly string[] | null>(null);
  return (
    <>
      <SelectionActionButton
        primary
        label={intl.formatMessage(messages.delete)}
        onClick={() => setIds([...selected.ids])}
      />
      <DeletePhotosModal
        ids={ids}
        onCancel={() => setIds(null)}
        onDelete={deletePhotos}
        onDeleted={() => {
          setIds(null);
          selection.stop();
        }}
      />
    </>
  );
}
