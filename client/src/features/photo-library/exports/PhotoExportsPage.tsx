import { defineMessages, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { paths } from '#contracts/routes';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { exportPageState, useExport } from '#platform/photo-library/downloads';
import { AppLink } from '#platform/query/AppLink';
import { useAppQuery, withStripped } from '#platform/query/app-query';
import { Loader } from '#ui/Loader';
import { Screen } from '#ui/Screen';
import { ChunkList } from './ChunkList';
import './export.scss';

const messages = defineMessages({
  title: { id: 'export.page.title', defaultMessage: 'Your photo export' },
  readyTitle: { id: 'export.page.readyTitle', defaultMessage: 'Your photos are ready to download' },
  readyText: {
    id: 'export.page.readyText',
    defaultMessage:
      'Your library is split into the zip files below. Download each of them; the links stay valid for 7 days.',
  },
  errorTitle: { id: 'export.page.errorTitle', defaultMessage: 'Export error' },
  errorText: {
    id: 'export.page.errorText',
    defaultMessage: "We've run into a problem exporting your photos...",
  },
  toLibrary: { id: 'export.page.toLibrary', defaultMessage: 'Go to your photo library' },
  expiredTitle: { id: 'export.page.expiredTitle', defaultMessage: 'Your download link has expired' },
  expiredText: { id: 'export.page.expiredText', defaultMessage: 'Download links expire after 7 days' },
  newExport: { id: 'export.page.newExport', defaultMessage: 'Create a new export' },
});

/**
 * /my-photos/exports/:backupId: a spinner while loading; READY the banner and one download link per chunk; 404
 * the expired page with a link to a new export; FAILED or any other error the 'Export error' banner; an export
 * that is not ready yet goes back to the photos.
 */
export function PhotoExportsPage() {
  const intl = useIntl();
  const { backupId = '' } = useParams();
  const { stripped } = useAppQuery();
  const downloadsOn = useFeatureFlag('PhotoManagementDownloadViewEnabled');
  const state = exportPageState(useExport(backupId));

  if (state.view === 'not-ready') return <Navigate to={withStripped(paths.photos, stripped)} replace />;

  return (
    <Screen title={messages.title} className="export-screen">
      {state.view === 'loading' ? <Loader /> : null}
      {state.view === 'ready' ? (
        <>
          <div className="export-banner export-banner--ready" role="status">
            <h2 className="export-banner__title">{intl.formatMessage(messages.readyTitle)}</h2>
            <p>{intl.formatMessage(messages.readyText)}</p>
          </div>
          <ChunkList backupId={state.export.backupId} chunks={state.export.chunks} />
        </>
      ) : null}
      {state.view === 'error' ? (
        <div className="export-banner export-banner--error" role="alert">
          <h2 className="export-banner__title">{intl.formatMessage(messages.errorTitle)}</h2>
          <p>{intl.formatMessage(messages.errorText)}</p>
          <AppLink to={paths.photos}>{intl.formatMessage(messages.toLibrary)}</AppLink>
        </div>
      ) : null}
      {state.view === 'expired' ? (
        <div className="export-banner export-banner--expired">
          <h2 className="export-banner__title">{intl.formatMessage(messages.expiredTitle)}</h2>
          <p>{intl.formatMessage(messages.expiredText)}</p>
          <AppLink to={downloadsOn ? paths.downloads : paths.photos}>
            {intl.formatMessage(messages.newExport)}
          </AppLink>
        </div>
      ) : null}
    </Screen>
  );
}
