import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { paths } from '#contracts/routes';
import { dropAlbumStore, refreshAlbums } from '#platform/photo-library/albums';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { useRequest } from '#platform/request-state/use-request';
import { Button } from '#ui/Button';
import { ConfirmModal } from '#ui/modal/ConfirmModal';
import { useToast } from '#ui/toast/ToastProvider';

const messages = {
  ...defineMessages({
    deleteAlbum: { id: 'albums.album.delete', defaultMessage: 'Delete album' },
    deleteError: { id: 'albums.delete.error', defaultMessage: 'Unable to remove album. Please try again' },
    cancel: { id: 'albums.delete.cancel', defaultMessage: 'Cancel' },
    deleting: { id: 'albums.delete.deleting', defaultMessage: 'Deleting…' },
    leaveAlbum: { id: 'albums.album.leave', defaultMessage: 'Leave album' },
    leaving: { id: 'albums.leave.leaving', defaultMessage: 'Leaving…' },
  }),
  deleted: defineMessage<{ albumName: string }>({
    id: 'albums.delete.done',
    defaultMessage: '{albumName} album deleted',
  }),
  left: defineMessage<{ albumName: string }>({
    id: 'albums.leave.done',
    defaultMessage: 'You left the album {albumName}',
  }),
};

interface DeleteAlbumButtonProps {
  albumName: string;
  /** The confirmation's title and text (an own album, a shared one deleted for everyone, or left). */
  title: string;
  text: string;
  /** The call that deletes (or leaves) the album. */
  remove(): Promise<unknown>;
  /** A participant of someone else's shared album leaves it: the words say so ('Leave album'). */
  leave?: boolean;
}

/**
 * 'Delete album' of an album screen (or 'Leave album' for a participant): confirmed, then the toast
 * '{albumName} album deleted' (or 'You left the album {albumName}') and back to My albums.
 */
export function DeleteAlbumButton({ albumName, title, text, remove, leave = false }: DeleteAlbumButtonProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useAppNavigate();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const { state, run, reset } = useRequest(leave ? 'LEAVE_ALBUM' : 'DELETE_ALBUM', remove);
  const action = intl.formatMessage(leave ? messages.leaveAlbum : messages.deleteAlbum);
  const confirm = async () => {
    if (!(await run())) return;
    toast.show({
      kind: 'success',
      message: intl.formatMessage(leave ? messages.left : messages.deleted, { albumName }),
    });
    dropAlbumStore();
    void refreshAlbums(mutate);
    navigate(paths.albums, { replace: true });
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {action}
      </Button>
      <ConfirmModal
        open={open}
        title={title}
        status={state.status}
        error={intl.formatMessage(messages.deleteError)}
        confirmLabel={action}
        pendingLabel={intl.formatMessage(leave ? messages.leaving : messages.deleting)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => void confirm()}
        onClose={() => {
          reset();
          setOpen(false);
        }}
      >
        <p>{text}</p>
      </ConfirmModal>
    </>
  );
}
