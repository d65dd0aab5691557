import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { paths } from '#contracts/routes';
import { dropAlbumStore } from '#platform/photo-library/album-store';
import { refreshAlbums } from '#platform/photo-library/albums';
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
  }),
  deleted: defineMessage<{ albumName: string }>({
    id: 'albums.delete.done',
    defaultMessage: '{albumName} album deleted',
  }),
};

interface DeleteAlbumButtonProps {
  albumName: string;
  /** The confirmation's title and text (an own album, a shared one deleted for everyone, or left). */
  title: string;
  text: string;
  /** The call that deletes (or leaves) the album. */
  remove(): Promise<unknown>;
}

/** 'Delete album' of an album screen: confirmed, then the toast '{albumName} album deleted' and back to My albums. */
export function DeleteAlbumButton({ albumName, title, text, remove }: DeleteAlbumButtonProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useAppNavigate();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const { state, run, reset } = useRequest('DELETE_ALBUM', remove);
  const confirm = async () => {
    if (!(await run())) return;
    toast.show({ kind: 'success', message: intl.formatMessage(messages.deleted, { albumName }) });
    dropAlbumStore();
    void refreshAlbums(mutate);
    navigate(paths.albums, { replace: true });
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.deleteAlbum)}
      </Button>
      <ConfirmModal
        open={open}
        title={title}
        status={state.status}
        error={intl.formatMessage(messages.deleteError)}
        confirmLabel={intl.formatMessage(messages.deleteAlbum)}
        pendingLabel={intl.formatMessage(messages.deleting)}
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
