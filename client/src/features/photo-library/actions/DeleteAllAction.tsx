import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '#ui/Button';
import { DeleteAllModal } from './DeleteAllModal';
import { usePhotoSelection } from './selection-context';

const messages = defineMessages({
  deleteAll: { id: 'photos.bar.deleteAll', defaultMessage: 'Delete all photos' },
});

/** 'Delete all photos' of the library's bar: the typed confirmation; afterwards the list is empty. */
export function DeleteAllAction({ disabled, onDeleted }: { disabled: boolean; onDeleted(): void }) {
  const intl = useIntl();
  const { selection } = usePhotoSelection();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        className="photos-bar__delete-all"
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {intl.formatMessage(messages.deleteAll)}
      </Button>
      <DeleteAllModal
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
