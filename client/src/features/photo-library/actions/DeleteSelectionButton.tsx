import { useState } from 'react';
import type { BulkDelete } from '#platform/photo-library/use-delete-photos';
import { DeletePhotosModal } from './DeletePhotosModal';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';

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
  return (
    <>
      <SelectionActionButton primary label={label} reason={reason} onClick={() => setAmount(count)} />
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
        variant={variant}
      />
    </>
  );
}
