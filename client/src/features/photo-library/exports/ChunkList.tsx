import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ExportChunk } from '#contracts/downloads';
import { formatFileSize } from '#platform/files/file-size';
import { saveFromUrl } from '#platform/files/save-file';
import { fetchExportChunkUrl } from '#platform/photo-library/downloads';
import { Button } from '#ui/Button';

const messages = {
  ...defineMessages({
    list: { id: 'export.chunks.list', defaultMessage: 'Zip files of your export' },
    download: { id: 'export.chunks.download', defaultMessage: 'Download' },
    opening: { id: 'export.chunks.opening', defaultMessage: 'Opening…' },
    error: { id: 'export.chunks.error', defaultMessage: 'Download failed' },
  }),
  name: defineMessage<{ part: number; total: number }>({
    id: 'export.chunks.name',
    defaultMessage: 'Part {part, number} of {total, number}',
  }),
  label: defineMessage<{ part: number; total: number }>({
    id: 'export.chunks.label',
    defaultMessage: 'Download part {part, number} of {total, number}',
  }),
};

function ChunkRow({
  backupId,
  chunk,
  part,
  total,
}: {
  backupId: string;
  chunk: ExportChunk;
  part: number;
  total: number;
}) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const download = async () => {
    setState('opening');
    try {
      saveFromUrl(await fetchExportChunkUrl(backupId, chunk.iteration));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <li className="chunk-row">
      <FileArchive className="chunk-row__icon" size={40} strokeWidth={1.5} aria-hidden="true" />
      <div className="chunk-row__main">
        <p className="chunk-row__name">{intl.formatMessage(messages.name, { part, total })}</p>
        <p className="chunk-row__size">{formatFileSize(chunk.size, intl.locale)}</p>
        {state === 'failed' ? (
          <p className="chunk-row__error" role="alert">
            {intl.formatMessage(messages.error)}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        onClick={download}
        disabled={state === 'opening'}
        aria-label={intl.formatMessage(messages.label, { part, total })}
      >
        {intl.formatMessage(state === 'opening' ? messages.opening : messages.download)}
      </Button>
    </li>
  );
}

/** The chunks of a ready export, each with its size and a download link fetched when it is asked for. */
export function ChunkList({ backupId, chunks }: { backupId: string; chunks: readonly ExportChunk[] }) {
  const intl = useIntl();
  return (
    <ul className="chunk-list" aria-label={intl.formatMessage(messages.list)}>
      {chunks.map((chunk, i) => (
        <ChunkRow
          key={chunk.iteration}
          backupId={backupId}
          chunk={chunk}
          part={i + 1}
          total={chunks.length}
        />
      ))}
    </ul>
  );
}
