import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useRequest } from '#platform/request-state/use-request';
import { ConfirmModal } from '#ui/modal/ConfirmModal';

const messages = {
  ...defineMessages({
    titleOne: { id: 'photos.delete.titleOne', defaultMessage: 'Delete photo?' },
    textOne: {
      id: 'photos.delete.textOne',
      defaultMessage: 'This photo will be deleted from your library. This cannot be undone.',
    },
    errorOne: { id: 'photos.delete.errorOne', defaultMessage: 'Error: Your photo could not be deleted' },
    errorMany: { id: 'photos.delete.errorMany', defaultMessage: 'Error: Your photos could not be deleted' },
    cancel: { id: 'photos.delete.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'photos.delete.confirm', defaultMessage: 'Delete' },
    deleting: { id: 'photos.delete.deleting', defaultMessage: 'Deleting…' },
  }),
  titleMany: defineMessage<{ count: number }>({
    id: 'photos.delete.titleMany',
    defaultMessage: 'Delete {count, number} photos?',
  }),
  textMany: defineMessage<{ count: number }>({
    id: 'photos.delete.textMany',
    defaultMessage: 'These {count, number} photos will be deleted from your library. This cannot be undone.',
  }),
};

/** The remove-from-album modals: the photos leave the album and stay in the library. */
const albumMessages = {
  ...defineMessages({
    titleOne: { id: 'albums.remove.titleOne', defaultMessage: 'Delete photo from album?' },
    textOne: {
      id: 'albums.remove.textOne',
      defaultMessage: 'This photo will be taken out of the album. It stays in your photo library.',
    },
    errorOne: {
      id: 'albums.remove.errorOne',
      defaultMessage: 'Error: Your photo could not be removed from the album',
    },
    errorMany: {
      id: 'albums.remove.errorMany',
      defaultMessage: 'Error: Your photos could not be removed from the album',
    },
    cancel: { id: 'albums.remove.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'albums.remove.confirm', defaultMessage: 'Delete from album' },
    deleting: { id: 'albums.remove.deleting', defaultMessage: 'Removing…' },
  }),
  titleMany: defineMessage<{ count: number }>({
    id: 'albums.remove.titleMany',
    defaultMessage: 'Delete {count, number} photos from album?',
  }),
  textMany: defineMessage<{ count: number }>({
    id: 'albums.remove.textMany',
    defaultMessage:
      'These {count, number} photos will be taken out of the album. They stay in your photo library.',
  }),
};

interface DeletePhotosModalProps {
  /** The photos to delete; null when the modal is closed. */
  ids: readonly string[] | null;
  onCancel(): void;
  /** Deletes; resolves true when every photo is gone. */
  onDelete(ids: readonly string[]): Promise<boolean>;
  /** After a successful delete (the modal closes). */
  onDeleted(ids: readonly string[]): void;
  /** 'removeFromAlbum': the remove-from-album modals (texts and errors of their own). */
  variant?: 'delete' | 'removeFromAlbum';
}

/** The single and the multiple delete modal: closes on success, stays open with the spec's error on failure. */
export function DeletePhotosModal({
  ids,
  onCancel,
  onDelete,
  onDeleted,
  variant = 'delete',
}: DeletePhotosModalProps) {
  const intl = useIntl();
  const m = variant === 'delete' ? messages : albumMessages;
  const { state, run, reset } = useRequest(
    variant === 'delete' ? 'DELETE_PHOTOS' : 'REMOVE_FROM_ALBUM',
    async (photoIds: readonly string[]) => {
      if (!(await onDelete(photoIds))) throw new Error('not every photo was deleted');
    },
  );
  const count = ids?.length ?? 0;
  const one = count === 1;
  return (
    <ConfirmModal
      open={ids !== null}
      title={one ? intl.formatMessage(m.titleOne) : intl.formatMessage(m.titleMany, { count })}
      status={state.status}
      error={intl.formatMessage(one ? m.errorOne : m.errorMany)}
      confirmLabel={intl.formatMessage(m.confirm)}
      pendingLabel={intl.formatMessage(m.deleting)}
      cancelLabel={intl.formatMessage(m.cancel)}
      onClose={() => {
        reset();
        onCancel();
      }}
      onConfirm={async () => {
        if (!ids || !(await run(ids))) return;
        reset();
        onDeleted(ids);
      }}
    >
      <p>{one ? intl.formatMessage(m.textOne) : intl.formatMessage(m.textMany, { count })}</p>
    </ConfirmModal>
  );
}
