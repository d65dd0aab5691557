import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { DownloadArchive } from '#contracts/downloads';
import { formatFileSize } from '#platform/files/file-size';
import { saveFromUrl } from '#platform/files/save-file';
import { fetchDownloadUrl } from '#platform/photo-library/downloads';
import { Button } from '#ui/Button';

const messages = {
  ...defineMessages({
    download: { id: 'downloads.archive.download', defaultMessage: 'Download' },
    fetching: { id: 'downloads.archive.fetching', defaultMessage: 'Opening…' },
    PENDING: { id: 'downloads.archive.pending', defaultMessage: 'Being prepared' },
    READY: { id: 'downloads.archive.ready', defaultMessage: 'Ready' },
    FAILED: { id: 'downloads.archive.failed', defaultMessage: 'Failed' },
    noSize: { id: 'downloads.archive.noSize', defaultMessage: 'Size not known yet' },
    error: { id: 'downloads.archive.error', defaultMessage: 'Download failed' },
  }),
  photos: defineMessage<{ count: number }>({
    id: 'downloads.archive.photos',
    defaultMessage: '{count, plural, one {# photo} other {# photos}}',
  }),
  label: defineMessage<{ name: string }>({
    id: 'downloads.archive.label',
    defaultMessage: 'Download {name}',
  }),
};

/** One archive of the downloads page; Download asks for a fresh signed link and saves `{downloadId}.zip`. */
export function ArchiveRow({ archive }: { archive: DownloadArchive }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'fetching' | 'failed'>('idle');

  const download = async () => {
    setState('fetching');
    try {
      saveFromUrl(await fetchDownloadUrl(archive.id), `${archive.id}.zip`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <li className="archive-row">
      <FileArchive className="archive-row__icon" size={40} strokeWidth={1.5} aria-hidden="true" />
      <div className="archive-row__main">
        <p className="archive-row__name">{archive.name}</p>
        <p className="archive-row__meta">
          <time dateTime={archive.created}>
            {intl.formatDate(archive.created, {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
            })}
          </time>
          <span>{intl.formatMessage(messages.photos, { count: archive.photos.length })}</span>
          <span>
            {archive.size === null
              ? intl.formatMessage(messages.noSize)
              : formatFileSize(archive.size, intl.locale)}
          </span>
        </p>
        {state === 'failed' ? (
          <p className="archive-row__error" role="alert">
            {intl.formatMessage(messages.error)}
          </p>
        ) : null}
      </div>
      <span className={`archive-row__state archive-row__state--${archive.status.toLowerCase()}`}>
        {intl.formatMessage(messages[archive.status])}
      </span>
      <Button
        variant="secondary"
        className="archive-row__download"
        disabled={archive.status !== 'READY' || state === 'fetching'}
        aria-label={intl.formatMessage(messages.label, { name: archive.name })}
        onClick={download}
      >
        {intl.formatMessage(state === 'fetching' ? messages.fetching : messages.download)}
      </Button>
    </li>
  );
}
