import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { BulkDeleteProgress } from '#features/photo-library/actions/use-delete-photos';
import { useRequest } from '#platform/request-state/use-request';
import { ConfirmModal } from '#ui/modal/ConfirmModal';
import { ProgressBar } from '#ui/ProgressBar';

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
  /** How many photos will go; null when the modal is closed. */
  count: number | null;
  onCancel(): void;
  /** Deletes; resolves true when every photo is gone. */
  onDelete(): Promise<boolean>;
  /** After a successful delete (the modal closes). */
  onDeleted(): void;
  /** A delete in chunks: how far it has come (shown as a progress bar while it runs). */
  progress?: BulkDeleteProgress | null;
  /** Offered while a delete in chunks runs: stops it before the next chunk (what is deleted stays deleted). */
  onStop?(): void;
  /** 'removeFromAlbum': the remove-from-album modals (texts and errors of their own). */
  variant?: 'delete' | 'removeFromAlbum';
}

/**
 * The single and the multiple delete modal: closes on success, stays open with the spec's error on failure. A
 * large delete shows its progress and can be stopped.
 */
export function DeletePhotosModal({
  count,
  onCancel,
  onDelete,
  onDeleted,
  progress = null,
  onStop,
  variant = 'delete',
}: DeletePhotosModalProps) {
  const intl = useIntl();
  const m = variant === 'delete' ? messages : albumMessages;
  const { state, run, reset } = useRequest(
    variant === 'delete' ? 'DELETE_PHOTOS' : 'REMOVE_FROM_ALBUM',
    async () => {
      if (!(await onDelete())) throw new Error('not every photo was deleted');
    },
  );
  const amount = count ?? 0;
  const one = amount === 1;
  return (
    <ConfirmModal
      open={count !== null}
      title={one ? intl.formatMessage(m.titleOne) : intl.formatMessage(m.titleMany, { count: amount })}
      status={state.status}
      error={intl.formatMessage(one ? m.errorOne : m.errorMany)}
      confirmLabel={intl.formatMessage(m.confirm)}
      pendingLabel={intl.formatMessage(m.deleting)}
      cancelLabel={intl.formatMessage(m.cancel)}
      stopLabel={onStop ? intl.formatMessage(progressMessages.stop) : undefined}
      onStop={onStop}
      onClose={() => {
        reset();
        onCancel();
      }}
      onConfirm={async () => {
        if (count === null || !(await run())) return;
        reset();
        onDeleted();
      }}
    >
      <p>{one ? intl.formatMessage(m.textOne) : intl.formatMessage(m.textMany, { count: amount })}</p>
      {progress && state.status === 'InProgress' ? (
        <ProgressBar
          value={progress.done}
          max={progress.total}
          text={intl.formatMessage(progressMessages.progress, progress)}
        />
      ) : null}
    </ConfirmModal>
  );
}

const progressMessages = {
  ...defineMessages({
    stop: { id: 'photos.delete.stop', defaultMessage: 'Stop deleting' },
  }),
  progress: defineMessage<{ done: number; total: number }>({
    id: 'photos.delete.progress',
    defaultMessage: '{done, number} of {total, number} deleted',
  }),
};
