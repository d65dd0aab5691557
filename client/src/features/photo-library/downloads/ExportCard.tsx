import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { exportPageState, lastExport, useExport } from '#platform/photo-library/downloads';
import { AppLink } from '#platform/query/AppLink';
import { Button } from '#ui/Button';

const messages = defineMessages({
  title: { id: 'downloads.export.title', defaultMessage: 'Export your whole library' },
  text: {
    id: 'downloads.export.text',
    defaultMessage:
      'Get every photo in your library as zip files, in full resolution. Preparing them can take up to 48 hours; the download links stay valid for 7 days.',
  },
  request: { id: 'downloads.export.request', defaultMessage: 'Export all photos' },
  requestAgain: { id: 'downloads.export.requestAgain', defaultMessage: 'Export again' },
  checking: { id: 'downloads.export.checking', defaultMessage: 'Checking your last export…' },
  pending: {
    id: 'downloads.export.pending',
    defaultMessage: 'Your export is being prepared. This can take up to 48 hours.',
  },
  ready: { id: 'downloads.export.ready', defaultMessage: 'Your export is ready.' },
  view: { id: 'downloads.export.view', defaultMessage: 'View your export' },
  expired: { id: 'downloads.export.expired', defaultMessage: 'Your last export has expired.' },
  failed: { id: 'downloads.export.failed', defaultMessage: 'Your last export could not be made.' },
});

function LastExport({ backupId }: { backupId: string }) {
  const intl = useIntl();
  const state = exportPageState(useExport(backupId));
  switch (state.view) {
    case 'loading':
      return <p className="export-card__status">{intl.formatMessage(messages.checking)}</p>;
    case 'not-ready':
      return (
        <p className="export-card__status export-card__status--pending">
          {intl.formatMessage(messages.pending)}
        </p>
      );
    case 'ready':
      return (
        <p className="export-card__status export-card__status--ready">
          {intl.formatMessage(messages.ready)}{' '}
          <AppLink to={generatePath(paths.photoExports, { backupId })}>
            {intl.formatMessage(messages.view)}
          </AppLink>
        </p>
      );
    case 'expired':
      return <p className="export-card__status">{intl.formatMessage(messages.expired)}</p>;
    case 'error':
      return (
        <p className="export-card__status export-card__status--failed">
          {intl.formatMessage(messages.failed)}
        </p>
      );
  }
}

/** The downloads page's place to request a full export, and how the last one this browser asked for is doing. */
export function ExportCard({ onExport }: { onExport(): void }) {
  const intl = useIntl();
  const owner = useAuth().session?.claims.sub ?? 'anonymous';
  const [backupId] = useState(() => lastExport(owner));
  return (
    <section className="export-card" aria-labelledby="export-card-title">
      <div className="export-card__body">
        <h2 id="export-card-title" className="export-card__title">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="export-card__text">{intl.formatMessage(messages.text)}</p>
        {backupId ? <LastExport backupId={backupId} /> : null}
      </div>
      <Button variant={backupId ? 'secondary' : 'primary'} onClick={onExport}>
        {intl.formatMessage(backupId ? messages.requestAgain : messages.request)}
      </Button>
    </section>
  );
}
