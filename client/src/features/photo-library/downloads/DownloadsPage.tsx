import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import { paths } from '#contracts/routes';
import { ExportRequestModal } from '#features/photo-library/actions/ExportRequestModal';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { useDownloads } from '#platform/photo-library/downloads';
import { usePushConnection } from '#platform/push/use-push';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Screen } from '#ui/Screen';
import { ArchiveRow } from './ArchiveRow';
import { ExportCard } from './ExportCard';
import './downloads.scss';

const messages = defineMessages({
  title: { id: 'downloads.list.title', defaultMessage: 'Downloads' },
  intro: {
    id: 'downloads.list.intro',
    defaultMessage:
      'The zip files of the photos you chose to download. Each one is made from your original files.',
  },
  archives: { id: 'downloads.list.archives', defaultMessage: 'Your zip files' },
  empty: { id: 'downloads.list.empty', defaultMessage: 'You have no downloads yet' },
  emptyText: {
    id: 'downloads.list.emptyText',
    defaultMessage: 'Select photos in My photos and choose Download: their zip file appears here.',
  },
  toPhotos: { id: 'downloads.list.toPhotos', defaultMessage: 'Go to My photos' },
  loadError: { id: 'downloads.list.loadError', defaultMessage: 'Error: Your downloads could not be loaded' },
  retry: { id: 'downloads.list.retry', defaultMessage: 'Try again' },
});

/**
 * /downloads: the user's zip archives (name, date, number of photos, size, state), each saved through a signed
 * link fetched on demand. While the page is open the push connection is too, so archive events raise their toasts
 * here and refresh the list. With the export flag, the full export of the library has its place here as well.
 */
export function DownloadsPage() {
  const intl = useIntl();
  const navigate = useAppNavigate();
  const push = usePushConnection();
  const exportOn = useFeatureFlag('PhotoManagementPhotoExportEnabled');
  const { data: archives, error, isLoading, mutate } = useDownloads();
  const [exportOpen, setExportOpen] = useState(false);
  const [exportRequested, setExportRequested] = useState(0);

  useEffect(() => {
    push.open();
  }, [push]);

  return (
    <Screen title={messages.title} className="downloads-screen">
      <p className="downloads-screen__intro">{intl.formatMessage(messages.intro)}</p>
      {exportOn ? <ExportCard key={exportRequested} onExport={() => setExportOpen(true)} /> : null}
      <h2 className="downloads-screen__heading">{intl.formatMessage(messages.archives)}</h2>
      {isLoading ? <Loader /> : null}
      {error ? (
        <Banner kind="error">
          {intl.formatMessage(messages.loadError)}{' '}
          <Button variant="link" onClick={() => void mutate()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Banner>
      ) : null}
      {archives?.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.empty)}>
          <p>{intl.formatMessage(messages.emptyText)}</p>
          <Button variant="secondary" onClick={() => navigate(paths.photos)}>
            {intl.formatMessage(messages.toPhotos)}
          </Button>
        </EmptyState>
      ) : null}
      {archives && archives.length > 0 ? (
        <ul className="archive-list">
          {archives.map((archive) => (
            <ArchiveRow key={archive.id} archive={archive} />
          ))}
        </ul>
      ) : null}
      <ExportRequestModal
        open={exportOpen}
        onClose={() => {
          setExportOpen(false);
          setExportRequested((n) => n + 1);
        }}
        onReady={(backupId) => navigate(generatePath(paths.photoExports, { backupId }))}
      />
    </Screen>
  );
}
