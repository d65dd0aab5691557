import { CheckCircle2, CircleAlert, Copy, ImageIcon, ImagePlus, RotateCcw, Trash2, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { formatFileSize } from '#platform/files/file-size';
import {
  ACCEPT_ATTRIBUTE,
  canPreview,
  isAcceptedFile,
  overallProgress,
  summaryTone,
  type UploadFailure,
  type UploadItem,
  type UploadQueue,
  type UploadQueueSnapshot,
} from '#platform/photo-library/upload';
import { Button } from '#ui/Button';
import './upload.scss';

const messages = defineMessages({
  choose: { id: 'upload.device.choose', defaultMessage: 'Choose photos' },
  dragDrop: { id: 'upload.device.dragDrop', defaultMessage: 'Or drag and drop your photos here.' },
  accepted: { id: 'upload.device.accepted', defaultMessage: 'HEIC, JPEG and PNG photos' },
  chosen: { id: 'upload.device.chosen', defaultMessage: 'Chosen photos' },
  cancel: { id: 'upload.device.cancel', defaultMessage: 'Cancel upload' },
  waiting: { id: 'upload.device.waiting', defaultMessage: 'Waiting' },
  added: { id: 'upload.device.added', defaultMessage: 'Added' },
  duplicate: { id: 'upload.device.duplicate', defaultMessage: 'Already in your library' },
  cancelled: { id: 'upload.device.cancelled', defaultMessage: 'Cancelled' },
  summaryTitle: { id: 'upload.summary.title', defaultMessage: 'Upload finished' },
  retry: { id: 'upload.summary.retry', defaultMessage: 'Retry failed uploads' },
  more: { id: 'upload.summary.more', defaultMessage: 'Upload more photos' },
  done: { id: 'upload.summary.done', defaultMessage: 'Done' },
});
/** Why a file failed, by the reason the queue gives. */
const failures = defineMessages<UploadFailure>({
  unsupported_type: {
    id: 'upload.failure.unsupportedType',
    defaultMessage: 'this file is not a HEIC, JPEG or PNG photo',
  },
  corrupt_image: { id: 'upload.failure.corrupt', defaultMessage: 'the photo is damaged or incomplete' },
  too_large: { id: 'upload.failure.tooLarge', defaultMessage: 'the photo is larger than 50 MB' },
  too_many_pixels: {
    id: 'upload.failure.tooManyPixels',
    defaultMessage: 'the photo has more than 50 megapixels',
  },
  link_expired: { id: 'upload.failure.linkExpired', defaultMessage: 'the upload link has expired' },
  connection: { id: 'upload.failure.connection', defaultMessage: 'the connection was lost' },
  failed: { id: 'upload.failure.failed', defaultMessage: 'the photo could not be added' },
});
const refusedMessage = defineMessage<{ name: string }>({
  id: 'upload.device.refused',
  defaultMessage: '{name} cannot be uploaded: only HEIC, JPEG and PNG photos are accepted.',
});
const removeMessage = defineMessage<{ name: string }>({
  id: 'upload.device.remove',
  defaultMessage: 'Remove {name}',
});
const uploadMessage = defineMessage<{ count: number }>({
  id: 'upload.device.upload',
  defaultMessage: '{count, plural, =0 {Upload photos} one {Upload # photo} other {Upload # photos}}',
});
const percentMessage = defineMessage<{ percent: number }>({
  id: 'upload.device.percent',
  defaultMessage: '{percent}%',
});
const failedMessage = defineMessage<{ reason: string }>({
  id: 'upload.device.failed',
  defaultMessage: 'Failed: {reason}',
});
const overallMessage = defineMessage<{ done: number; total: number }>({
  id: 'upload.device.overall',
  defaultMessage: '{done} of {total} photos uploaded',
});
const progressLabel = defineMessage<{ name: string }>({
  id: 'upload.device.progressOf',
  defaultMessage: 'Upload of {name}',
});
const summaryAdded = defineMessage<{ count: number }>({
  id: 'upload.summary.added',
  defaultMessage: '{count, plural, one {# photo added} other {# photos added}}',
});
const summaryDuplicate = defineMessage<{ count: number }>({
  id: 'upload.summary.duplicate',
  defaultMessage:
    '{count, plural, one {# photo was already in your library} other {# photos were already in your library}}',
});
const summaryFailed = defineMessage<{ count: number }>({
  id: 'upload.summary.failed',
  defaultMessage:
    '{count, plural, one {# photo could not be uploaded} other {# photos could not be uploaded}}',
});

export interface DeviceUploadProps {
  queue: UploadQueue;
  snapshot: UploadQueueSnapshot;
  /** Drag and drop (not on phones). */
  dropZone: boolean;
  onDone(): void;
  /** After the summary: start a new session. */
  onMore(): void;
}

/** A chosen file's preview (an object URL, revoked when it goes), or an icon when the browser cannot draw it. */
function Preview({ file }: { file: File }) {
  const url = useMemo(() => (canPreview(file) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? (
    <img className="upload-item__preview" src={url} alt="" />
  ) : (
    <span className="upload-item__preview upload-item__preview--icon" aria-hidden="true">
      <ImageIcon size={22} />
    </span>
  );
}

function StatusText({ item }: { item: UploadItem }) {
  const intl = useIntl();
  switch (item.status) {
    case 'chosen':
      return null;
    case 'waiting':
      return <>{intl.formatMessage(messages.waiting)}</>;
    case 'uploading':
      return (
        <>
          {intl.formatMessage(percentMessage, {
            percent: item.file.size === 0 ? 0 : Math.floor((100 * item.bytesSent) / item.file.size),
          })}
        </>
      );
    case 'added':
      return (
        <span className="upload-item__ok">
          <CheckCircle2 size={16} aria-hidden="true" /> {intl.formatMessage(messages.added)}
        </span>
      );
    case 'duplicate':
      return (
        <span className="upload-item__muted">
          <Copy size={16} aria-hidden="true" /> {intl.formatMessage(messages.duplicate)}
        </span>
      );
    case 'failed':
      return (
        <span className="upload-item__error">
          <CircleAlert size={16} aria-hidden="true" />{' '}
          {intl.formatMessage(failedMessage, {
            reason: intl.formatMessage(failures[item.error ?? 'failed']),
          })}
        </span>
      );
    case 'cancelled':
      return <>{intl.formatMessage(messages.cancelled)}</>;
  }
}

/**
 * The 'My Device' tab (and the phone page): choose files (or drop them), see them listed with a preview, their
 * size and a remove button, then upload them with progress per file and overall, cancel, and read the summary
 * with a retry of the failed ones. Files that are not HEIC, JPEG or PNG are refused by name at once.
 */
export function DeviceUpload({ queue, snapshot, dropZone, onDone, onMore }: DeviceUploadProps) {
  const intl = useIntl();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { items, running, finished } = snapshot;
  const started = items.some((i) => i.status !== 'chosen');
  const chosen = items.filter((i) => i.status === 'chosen');

  const take = (files: readonly File[]) => {
    const accepted = files.filter(isAcceptedFile);
    setRefused(files.filter((f) => !isAcceptedFile(f)).map((f) => f.name));
    if (accepted.length > 0) queue.add(accepted);
  };
  const remove = (item: UploadItem) => {
    setRemoving(true);
    queue.remove(item.id);
    // the list settles before the upload button is enabled again
    requestAnimationFrame(() => setRemoving(false));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  const progress = overallProgress(items);
  const counted = items.filter((i) => i.status !== 'cancelled');
  const doneCount = counted.filter((i) => ['added', 'duplicate', 'failed'].includes(i.status)).length;
  const count = (status: UploadItem['status']) => items.filter((i) => i.status === status).length;

  return (
    <div className="device-upload">
      {!started && (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the button chooses files
        <div
          className={['upload-drop', dragging ? 'upload-drop--active' : ''].filter(Boolean).join(' ')}
          onDragOver={
            dropZone
              ? (event) => {
                  event.preventDefault();
                  setDragging(true);
                }
              : undefined
          }
          onDragLeave={dropZone ? () => setDragging(false) : undefined}
          onDrop={dropZone ? onDrop : undefined}
        >
          <ImagePlus size={36} aria-hidden="true" className="upload-drop__icon" />
          <input
            ref={inputRef}
            id={inputId}
            className="upload-drop__input"
            // reached through the 'Choose photos' button; named for assistive technology all the same
            aria-label={intl.formatMessage(messages.choose)}
            tabIndex={-1}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            onChange={(event) => {
              take([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <Button variant="secondary" onClick={() => inputRef.current?.click()}>
            {intl.formatMessage(messages.choose)}
          </Button>
          {dropZone && <p className="upload-drop__hint">{intl.formatMessage(messages.dragDrop)}</p>}
          <p className="upload-drop__types">{intl.formatMessage(messages.accepted)}</p>
        </div>
      )}
      {refused.length > 0 && (
        <ul className="upload-refused" role="alert">
          {refused.map((name) => (
            <li key={name}>{intl.formatMessage(refusedMessage, { name })}</li>
          ))}
        </ul>
      )}
      {finished && (
        <section
          className={`upload-summary banner banner--${summaryTone(items)}`}
          aria-labelledby={`${inputId}-summary`}
        >
          <h3 id={`${inputId}-summary`}>{intl.formatMessage(messages.summaryTitle)}</h3>
          <ul>
            <li>{intl.formatMessage(summaryAdded, { count: count('added') })}</li>
            {count('duplicate') > 0 && (
              <li>{intl.formatMessage(summaryDuplicate, { count: count('duplicate') })}</li>
            )}
            {count('failed') > 0 && <li>{intl.formatMessage(summaryFailed, { count: count('failed') })}</li>}
          </ul>
        </section>
      )}
      {started && !finished && (
        <div className="upload-overall">
          <p>{intl.formatMessage(overallMessage, { done: doneCount, total: counted.length })}</p>
          <progress
            max={Math.max(progress.total, 1)}
            value={progress.sent}
            aria-label={intl.formatMessage(overallMessage, { done: doneCount, total: counted.length })}
          />
        </div>
      )}
      {items.length > 0 && (
        <ul className="upload-list" aria-label={intl.formatMessage(messages.chosen)}>
          {items.map((item) => (
            <li key={item.id} className="upload-item">
              <Preview file={item.file} />
              <div className="upload-item__body">
                <span className="upload-item__name">{item.file.name}</span>
                <span className="upload-item__meta">
                  {formatFileSize(item.file.size, intl.locale)} <StatusText item={item} />
                </span>
                {item.status === 'uploading' && (
                  <progress
                    max={Math.max(item.file.size, 1)}
                    value={item.bytesSent}
                    aria-label={intl.formatMessage(progressLabel, { name: item.file.name })}
                  />
                )}
              </div>
              {item.status === 'chosen' && (
                <button
                  type="button"
                  className="upload-item__remove"
                  aria-label={intl.formatMessage(removeMessage, { name: item.file.name })}
                  onClick={() => remove(item)}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              )}
            </li>
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
        {finished && count('failed') > 0 && (
          <Button variant="secondary" onClick={() => queue.retryFailed()}>
            <RotateCcw size={16} aria-hidden="true" /> {intl.formatMessage(messages.retry)}
          </Button>
        )}
        {finished && (
          <>
            <Button variant="secondary" onClick={onMore}>
              {intl.formatMessage(messages.more)}
            </Button>
            <Button onClick={onDone}>{intl.formatMessage(messages.done)}</Button>
          </>
        )}
      </div>
    </div>
  );
}
