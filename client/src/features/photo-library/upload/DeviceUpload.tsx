import { RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  isAcceptedFile,
  overallProgress,
  type UploadItem,
  type UploadQueue,
  type UploadQueueSnapshot,
} from '#platform/photo-library/upload';
import { Button } from '#ui/Button';
import { FolderAlbumOffer, FolderAlbumStatus } from './FolderAlbumStatus';
import type { ChosenFiles } from './folder-files';
import { UploadDropArea } from './UploadDropArea';
import { UploadItemRow } from './UploadItemRow';
import { UploadSummary } from './UploadSummary';
import { type ChosenHow, useAlbumFolder, useFolderAlbum } from './use-folder-album';
import './upload.scss';

const messages = defineMessages({
  chosen: { id: 'upload.device.chosen', defaultMessage: 'Chosen photos' },
  cancel: { id: 'upload.device.cancel', defaultMessage: 'Cancel upload' },
  retry: { id: 'upload.summary.retry', defaultMessage: 'Retry failed uploads' },
  more: { id: 'upload.summary.more', defaultMessage: 'Upload more photos' },
  done: { id: 'upload.summary.done', defaultMessage: 'Done' },
});
const refusedMessage = defineMessage<{ name: string }>({
  id: 'upload.device.refused',
  defaultMessage: '{name} cannot be uploaded: only HEIC, JPEG and PNG photos are accepted.',
});
const uploadMessage = defineMessage<{ count: number }>({
  id: 'upload.device.upload',
  defaultMessage: '{count, plural, =0 {Upload photos} one {Upload # photo} other {Upload # photos}}',
});
const overallMessage = defineMessage<{ done: number; total: number }>({
  id: 'upload.device.overall',
  defaultMessage: '{done} of {total} photos uploaded',
});

export interface DeviceUploadProps {
  queue: UploadQueue;
  snapshot: UploadQueueSnapshot;
  /** Drag and drop (not on phones). */
  dropZone: boolean;
  /** Files dropped on the page that opened the dialog: taken as if chosen here. */
  initial?: ChosenFiles;
  /**
   * Offers 'Upload a folder as an album', and to upload a single dropped folder as one (not when the photos
   * already go into an album).
   */
  folderAlbum?: boolean;
  onDone(): void;
  /** After the summary: start a new session. */
  onMore(): void;
}

/** How far the upload got: files with an outcome, of those not cancelled, and the bar of bytes sent. */
function OverallProgress({ items }: { items: readonly UploadItem[] }) {
  const intl = useIntl();
  const progress = overallProgress(items);
  const counted = items.filter((i) => i.status !== 'cancelled');
  const done = counted.filter((i) => ['added', 'duplicate', 'failed'].includes(i.status)).length;
  const text = intl.formatMessage(overallMessage, { done, total: counted.length });
  return (
    <div className="upload-overall">
      <p>{text}</p>
      <progress max={Math.max(progress.total, 1)} value={progress.sent} aria-label={text} />
    </div>
  );
}

/**
 * The 'My Device' tab (and the phone page): choose files or folders (or drop them), see them listed with a
 * preview, their size and a remove button, then upload them with progress per file and overall, cancel, and read
 * the summary with a retry of the failed ones. Files that are not HEIC, JPEG or PNG are refused by name at once.
 * 'Upload a folder as an album' makes an album of what the upload brought, named after the folder.
 */
export function DeviceUpload(props: DeviceUploadProps) {
  const { queue, snapshot, dropZone, initial, folderAlbum = false, onDone, onMore } = props;
  const intl = useIntl();
  const summaryId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const [removing, setRemoving] = useState(false);
  const albumFolder = useAlbumFolder(folderAlbum);
  const albumName = albumFolder.name;
  const album = useFolderAlbum(albumName, snapshot);
  const { items, running, finished } = snapshot;
  const started = items.some((i) => i.status !== 'chosen');
  const chosen = items.filter((i) => i.status === 'chosen');

  const take = ({ files, folder }: ChosenFiles, how: ChosenHow) => {
    const accepted = files.filter(isAcceptedFile);
    setRefused(files.filter((f) => !isAcceptedFile(f)).map((f) => f.name));
    albumFolder.take(folder, how);
    if (accepted.length > 0) queue.add(accepted);
  };
  const taken = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dropped files are taken once, when the tab opens
  useEffect(() => {
    if (initial === undefined || taken.current) return;
    taken.current = true;
    take(initial, 'dropped');
  }, []);
  const remove = (item: UploadItem) => {
    setRemoving(true);
    queue.remove(item.id);
    // the list settles before the upload button is enabled again
    requestAnimationFrame(() => setRemoving(false));
  };
  const more = () => {
    albumFolder.reset();
    setRefused([]);
    onMore();
  };

  return (
    <div className="device-upload">
      {!started && <UploadDropArea dropZone={dropZone} folderAlbum={folderAlbum} onChosen={take} />}
      {refused.length > 0 && (
        <div role="alert">
          <ul className="upload-refused">
            {refused.map((name) => (
              <li key={name}>{intl.formatMessage(refusedMessage, { name })}</li>
            ))}
          </ul>
        </div>
      )}
      {!started && albumFolder.offered !== null && (
        <FolderAlbumOffer
          name={albumFolder.offered}
          checked={albumFolder.ticked}
          onChange={albumFolder.setTicked}
        />
      )}
      {albumName !== null && (
        <FolderAlbumStatus name={albumName} state={album.state} onRetry={album.retry} onOpen={onDone} />
      )}
      {finished && <UploadSummary items={items} titleId={`${summaryId}-summary`} />}
      {started && !finished && <OverallProgress items={items} />}
      {items.length > 0 && (
        <ul className="upload-list" aria-label={intl.formatMessage(messages.chosen)}>
          {items.map((item) => (
            <UploadItemRow key={item.id} item={item} onRemove={remove} />
          ))}
        </ul>
      )}
      <div className="modal__actions upload-actions">
        {!started && (
          <Button disabled={chosen.length === 0 || removing} onClick={() => queue.start()}>
            {intl.formatMessage(uploadMessage, { count: chosen.length })}
          </Button>
        )}
        {running && (
          <Button variant="secondary" onClick={() => queue.cancel()}>
            <X size={16} aria-hidden="true" /> {intl.formatMessage(messages.cancel)}
          </Button>
        )}
        {finished && items.some((i) => i.status === 'failed') && (
          <Button variant="secondary" onClick={() => queue.retryFailed()}>
            <RotateCcw size={16} aria-hidden="true" /> {intl.formatMessage(messages.retry)}
          </Button>
        )}
        {finished && (
          <>
            <Button variant="secondary" onClick={more}>
              {intl.formatMessage(messages.more)}
            </Button>
            <Button onClick={onDone}>{intl.formatMessage(messages.done)}</Button>
          </>
        )}
      </div>
    </div>
  );
}
