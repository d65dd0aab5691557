import { type FormEvent, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { Album, AlbumNameProblem } from '#contracts/albums';
import { AlbumNameField, checkAlbumName } from '#features/photo-library/albums/AlbumNameField';
import {
  copyIntoAlbum,
  copyIntoNewAlbum,
  refreshAlbums,
  useAlbumPages,
} from '#platform/photo-library/albums';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';
import { useToast } from '#ui/toast/ToastProvider';
import { AlbumPickerList } from './AlbumPickerList';
import { COPIED_NOTICE_MS, CopiedToAlbumNotice } from './CopiedToAlbumNotice';
import './copy-to-album.scss';

const messages = {
  ...defineMessages({
    title: { id: 'albums.copy.title', defaultMessage: 'Copy to album' },
    newAlbum: { id: 'albums.copy.newAlbum', defaultMessage: 'Copy to a new album' },
    create: { id: 'albums.copy.create', defaultMessage: 'Create album' },
    creating: { id: 'albums.copy.creating', defaultMessage: 'Creating…' },
    yourAlbums: { id: 'albums.copy.yourAlbums', defaultMessage: 'Or choose one of your albums' },
    cancel: { id: 'albums.copy.cancel', defaultMessage: 'Cancel' },
    errorOne: {
      id: 'albums.copy.errorOne',
      defaultMessage: 'Error: Your photo could not be copied to the album',
    },
    errorMany: {
      id: 'albums.copy.errorMany',
      defaultMessage: 'Error: Your photos could not be copied to the album',
    },
  }),
  amount: defineMessage<{ amount: number }>({
    id: 'albums.copy.amount',
    defaultMessage: '{amount, plural, one {# photo selected} other {# photos selected}}',
  }),
};

interface CopyToAlbumModalProps {
  /** The photos to copy; null when the modal is closed. */
  ids: readonly string[] | null;
  onCancel(): void;
  /** The photos are in the album (the modal has closed and the notification shows): end the selection. */
  onCopied(): void;
}

/**
 * 'Copy to album': into one of your albums, or into a new one named with the album-name rules (checked on
 * submit). Success closes it with "Photos copied to '{album}'" (a link to the album, 10 s) and refreshes the album
 * caches; a failure keeps it open with the error and whatever was typed.
 */
export function CopyToAlbumModal({ ids, onCancel, onCopied }: CopyToAlbumModalProps) {
  return ids === null ? null : <CopyToAlbumDialog ids={ids} onCancel={onCancel} onCopied={onCopied} />;
}

type Pending = { kind: 'album'; albumId: string } | { kind: 'new' } | null;

function CopyToAlbumDialog({ ids, onCancel, onCopied }: CopyToAlbumModalProps & { ids: readonly string[] }) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const albums = useAlbumPages();
  const headingId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<AlbumNameProblem | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [failed, setFailed] = useState(false);
  // A new album that exists although adding to it failed: a retry with the same name goes into it.
  const created = useRef<Album | null>(null);

  const run = async (
    next: Exclude<Pending, null>,
    copy: () => Promise<Pick<Album, 'albumId' | 'albumName'>>,
  ) => {
    setPending(next);
    setFailed(false);
    try {
      const album = await copy();
      toast.show({
        kind: 'success',
        autoCloseMs: COPIED_NOTICE_MS,
        message: <CopiedToAlbumNotice albumId={album.albumId} albumName={album.albumName} />,
      });
      onCopied();
    } catch (error) {
      console.warn('copy to album failed', error instanceof Error ? error.message : error);
      setPending(null);
      setFailed(true);
    } finally {
      void refreshAlbums(mutate);
    }
  };

  const pick = (album: Album) =>
    run({ kind: 'album', albumId: album.albumId }, async () => {
      await copyIntoAlbum(album.albumId, ids);
      return album;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkAlbumName(name);
    setProblem(found);
    if (found) return;
    const existing = created.current?.albumName === name ? created.current : null;
    void run({ kind: 'new' }, async () => {
      if (!existing)
        return copyIntoNewAlbum(name, ids, (album) => {
          created.current = album;
        });
      await copyIntoAlbum(existing.albumId, ids);
      return existing;
    });
  };

  const busy = pending !== null;
  const close = () => {
    if (!busy) onCancel();
  };

  return (
    <Modal open onClose={close} title={intl.formatMessage(messages.title)} className="copy-to-album">
      <p className="copy-to-album__amount">{intl.formatMessage(messages.amount, { amount: ids.length })}</p>
      <form className="copy-to-album__new" onSubmit={submit} noValidate>
        <h3 className="copy-to-album__heading">{intl.formatMessage(messages.newAlbum)}</h3>
        <div className="copy-to-album__new-row">
          <AlbumNameField value={name} onChange={setName} problem={problem} />
          <Button type="submit" disabled={busy} aria-busy={pending?.kind === 'new' || undefined}>
            {intl.formatMessage(pending?.kind === 'new' ? messages.creating : messages.create)}
          </Button>
        </div>
      </form>
      <h3 id={headingId} className="copy-to-album__heading">
        {intl.formatMessage(messages.yourAlbums)}
      </h3>
      <AlbumPickerList
        albums={albums}
        labelledBy={headingId}
        disabled={busy}
        pendingId={pending?.kind === 'album' ? pending.albumId : null}
        onPick={(album) => void pick(album)}
      />
      {failed ? (
        <p className="modal__error" role="alert">
          {intl.formatMessage(ids.length === 1 ? messages.errorOne : messages.errorMany)}
        </p>
      ) : null}
      <div className="modal__actions">
        <Button variant="secondary" onClick={close} disabled={busy}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </Modal>
  );
}
