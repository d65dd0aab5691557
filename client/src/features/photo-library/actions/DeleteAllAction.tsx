import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Deferred, deferredPart } from '#features/photo-library/common/deferred-part';
import { MenuItem } from '#ui/MenuButton';
import { usePhotoSelection } from './selection-context';

const messages = defineMessages({
  deleteAll: { id: 'photos.bar.deleteAll', defaultMessage: 'Delete all photos' },
});

// Closed until asked for: its code follows the screen (decision 320).
const ConfirmModal = deferredPart(() => import('./DeleteAllModal').then((m) => m.DeleteAllModal));

/** 'Delete all photos', an item of the library bar's 'More actions' menu: the typed confirmation; afterwards the list is empty. */
export function DeleteAllAction({ disabled, onDeleted }: { disabled: boolean; onDeleted(): void }) {
  const intl = useIntl();
  const { selection } = usePhotoSelection();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuItem onSelect={() => setOpen(true)} disabled={disabled} danger>
        {intl.formatMessage(messages.deleteAll)}
      </MenuItem>
      <Deferred
        part={ConfirmModal}
        shown={open}
        open={open}
        onClose={() => setOpen(false)}
        onDeleted={() => {
          setOpen(false);
          selection.stop();
          onDeleted();
        }}
      />
    </>
  );
}
