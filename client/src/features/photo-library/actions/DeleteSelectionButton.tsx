import { useState } from 'react';
import type { BulkDelete } from '#features/photo-library/actions/use-delete-photos';
import { Deferred, deferredPart } from '#features/photo-library/common/deferred-part';
import { usePageShortcut } from '#features/photo-library/grid/use-page-shortcut';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';

// Closed until asked for: its code follows the screen (decision 320).
const DeleteModal = deferredPart(() => import('./DeletePhotosModal').then((m) => m.DeletePhotosModal));

interface DeleteSelectionButtonProps {
  label: string;
  /** The chunked delete that runs: from the library or from one album. */
  bulk: BulkDelete;
  variant: 'delete' | 'removeFromAlbum';
  reason?: string | null;
}

/**
 * The button and confirm modal of Delete and Delete from album: the selection goes in chunks, whatever its size,
 * with its progress and a Stop; each chunk leaves the list once it is done, and nothing done comes back.
 */
export function DeleteSelectionButton({ label, bulk, variant, reason = null }: DeleteSelectionButtonProps) {
  const { selection, selected, count } = usePhotoSelection();
  const [amount, setAmount] = useState<number | null>(null);
  // The Delete key asks as the button does, while there is something to delete.
  usePageShortcut('delete', () => setAmount(count), selected.active && count > 0 && reason === null);
  return (
    <>
      <SelectionActionButton primary label={label} reason={reason} onClick={() => setAmount(count)} />
      <Deferred
        part={DeleteModal}
        shown={amount !== null}
        count={amount}
        progress={bulk.progress}
        onStop={bulk.cancel}
        onCancel={() => setAmount(null)}
        onDelete={async () => (await bulk.run(selected.value)).outcome !== 'failed'}
        onDeleted={() => {
          setAmount(null);
          selection.stop();
        }}
        variant={variant}
      />
    </>
  );
}
