import { FolderPlus } from 'lucide-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import { paths } from '#contracts/routes';
import { AppLink } from '#platform/query/AppLink';
import { Button } from '#ui/Button';
import type { FolderAlbumState } from './use-folder-album';
import './upload-folders.scss';

const messages = defineMessages({
  retry: { id: 'upload.folderAlbum.retry', defaultMessage: 'Try again' },
  open: { id: 'upload.folderAlbum.open', defaultMessage: 'Open the album' },
});
const offer = defineMessage<{ name: string }>({
  id: 'upload.folderAlbum.offer',
  defaultMessage: 'Upload the folder {name} as an album',
});
const planned = defineMessage<{ name: string }>({
  id: 'upload.folderAlbum.planned',
  defaultMessage: 'The photos will go into a new album: {name}',
});
const creating = defineMessage<{ name: string }>({
  id: 'upload.folderAlbum.creating',
  defaultMessage: 'Creating the album {name}…',
});
const created = defineMessage<{ name: string; count: number }>({
  id: 'upload.folderAlbum.created',
  defaultMessage:
    '{count, plural, one {Album {name} created with # photo} other {Album {name} created with # photos}}',
});
const failed = defineMessage<{ name: string }>({
  id: 'upload.folderAlbum.failed',
  defaultMessage: 'The album {name} could not be created. Please try again',
});

/** What became of 'Upload a folder as an album': planned, being made, made (with a link), or failed. */
export function FolderAlbumStatus({
  name,
  state,
  onRetry,
  onOpen,
}: {
  name: string;
  state: FolderAlbumState;
  onRetry(): void;
  /** Following the link to the album (the dialog closes). */
  onOpen(): void;
}) {
  const intl = useIntl();
  if (state.status === 'failed')
    return (
      <div className="folder-album folder-album--error" role="alert">
        <p>{intl.formatMessage(failed, { name })}</p>
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  return (
    <div className="folder-album" role="status">
      <FolderPlus size={18} aria-hidden="true" />
      {state.status === 'idle' && <p>{intl.formatMessage(planned, { name })}</p>}
      {state.status === 'creating' && <p>{intl.formatMessage(creating, { name })}</p>}
      {state.status === 'created' && (
        <p>
          {intl.formatMessage(created, { name: state.album.albumName, count: state.count })}{' '}
          <AppLink to={generatePath(paths.album, { id: state.album.albumId })} onClick={onOpen}>
            {intl.formatMessage(messages.open)}
          </AppLink>
        </p>
      )}
    </div>
  );
}

/**
 * 'Upload a folder as an album' for a single folder dropped (on the page or the dialog): a tick, off until the
 * customer asks; ticked, the status says where the photos will go.
 */
export function FolderAlbumOffer({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const intl = useIntl();
  return (
    <label className="folder-album-offer">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <FolderPlus size={18} aria-hidden="true" />
      <span>{intl.formatMessage(offer, { name })}</span>
    </label>
  );
}
