import { CheckCircle2, CircleAlert, Copy, ImageIcon, Trash2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { formatFileSize } from '#platform/files/file-size';
import { canPreview, type UploadItem } from '#platform/photo-library/upload';
import { uploadFailures } from './upload-failures';

const messages = defineMessages({
  waiting: { id: 'upload.device.waiting', defaultMessage: 'Waiting' },
  added: { id: 'upload.device.added', defaultMessage: 'Added' },
  duplicate: { id: 'upload.device.duplicate', defaultMessage: 'Already in your library' },
  cancelled: { id: 'upload.device.cancelled', defaultMessage: 'Cancelled' },
});
const removeMessage = defineMessage<{ name: string }>({
  id: 'upload.device.remove',
  defaultMessage: 'Remove {name}',
});
const percentMessage = defineMessage<{ percent: number }>({
  id: 'upload.device.percent',
  defaultMessage: '{percent}%',
});
const failedMessage = defineMessage<{ reason: string }>({
  id: 'upload.device.failed',
  defaultMessage: 'Failed: {reason}',
});
const progressLabel = defineMessage<{ name: string }>({
  id: 'upload.device.progressOf',
  defaultMessage: 'Upload of {name}',
});

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
            reason: intl.formatMessage(uploadFailures[item.error ?? 'failed']),
          })}
        </span>
      );
    case 'cancelled':
      return <>{intl.formatMessage(messages.cancelled)}</>;
  }
}

/** One file of the upload list: its preview, name, size, status and progress, and a remove button until sent. */
export function UploadItemRow({ item, onRemove }: { item: UploadItem; onRemove(item: UploadItem): void }) {
  const intl = useIntl();
  return (
    <li className="upload-item">
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
          onClick={() => onRemove(item)}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
