import { defineMessages, useIntl } from 'react-intl';
import type { ImportProgress } from '#platform/photo-library/library';
import { Banner } from '#ui/Banner';
import '#features/photo-library/common/storage-status.scss';

const messages = defineMessages({
  title: { id: 'photos.libraryImport.title', defaultMessage: 'We are importing your photos' },
  waiting: {
    id: 'photos.libraryImport.waiting',
    defaultMessage: 'This can take a while. Your photos appear here as soon as the import is done.',
  },
  started: {
    id: 'photos.libraryImport.started',
    defaultMessage: 'The import has started. Your photos appear here as soon as it is done.',
  },
  failed: {
    id: 'photos.libraryImport.failed',
    defaultMessage: 'Something went wrong while importing your photos. We will try again; nothing is lost.',
  },
  gaveUp: {
    id: 'photos.libraryImport.gaveUp',
    defaultMessage:
      'We could not import your photos this time; nothing is lost. Reload this page later to try again.',
  },
  finished: {
    id: 'photos.libraryImport.finished',
    defaultMessage: 'Your photos have been imported. They will appear in a moment.',
  },
});

/**
 * The import flow as the user sees it: a banner that follows the import messages as they arrive. A failure is
 * retried once (the failed text says so); a second one tells the customer what to do.
 */
export function ImportNotice({ progress, gaveUp }: { progress: ImportProgress | null; gaveUp: boolean }) {
  const intl = useIntl();
  if (progress === null) return null;
  const kind = progress.phase === 'failed' ? 'warning' : progress.phase === 'finished' ? 'success' : 'info';
  return (
    <div className="import-notice">
      <Banner kind={kind}>
        <strong className="import-notice__title">{intl.formatMessage(messages.title)}</strong>
        <span className="import-notice__text">
          {intl.formatMessage(gaveUp ? messages.gaveUp : messages[progress.phase])}
        </span>
        {progress.phase === 'waiting' || progress.phase === 'started' ? (
          <span className="import-notice__bar" aria-hidden="true" />
        ) : null}
      </Banner>
    </div>
  );
}
