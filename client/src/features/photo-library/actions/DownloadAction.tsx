import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { DownloadArchive } from '#contracts/downloads';
import type { Photo } from '#contracts/photos';
import { Deferred, deferredPart } from '#features/photo-library/common/deferred-part';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';

export const MAX_DOWNLOAD = 100;

// Closed until asked for: their code follows the screen (decision 320).
const DownloadOne = deferredPart(() => import('./DownloadPhotoModal').then((m) => m.DownloadPhotoModal));
const DownloadMany = deferredPart(() => import('./DownloadPhotosModal').then((m) => m.DownloadPhotosModal));

const messages = defineMessages({
  download: { id: 'photos.selection.download', defaultMessage: 'Download' },
  downloadLimit: {
    id: 'photos.selection.downloadLimit',
    defaultMessage: 'Up to 100 photos can be downloaded at a time',
  },
});

/**
 * Download: one selected photo opens the single download modal, 2 to 100 the multiple one (above 100 the button
 * says why not); either way selection mode ends after a successful download. `request` is how a zip is asked
 * for (default POST /downloads; a shared album's go their own way).
 */
export function DownloadAction({
  request,
}: {
  request?: (ids: readonly string[]) => Promise<DownloadArchive>;
}) {
  const intl = useIntl();
  const on = useFeatureFlag('PhotoManagementDownloadViewEnabled');
  const { selection, count, resolveIds, store } = usePhotoSelection();
  const [one, setOne] = useState<Photo | null>(null);
  const [many, setMany] = useState<readonly string[] | null>(null);
  if (!on) return null;
  const start = async () => {
    // At most 100: the ids are known (or one page away when a month or Select all chose them).
    const ids = (await resolveIds(MAX_DOWNLOAD)).slice(0, MAX_DOWNLOAD);
    const photo = ids.length === 1 ? store.loadedPhotos().find((p) => p.imageId === ids[0]) : undefined;
    if (photo) setOne(photo);
    else setMany(ids);
  };
  return (
    <>
      <SelectionActionButton
        label={intl.formatMessage(messages.download)}
        reason={count > MAX_DOWNLOAD ? intl.formatMessage(messages.downloadLimit) : null}
        onClick={() => void start()}
      />
      <Deferred
        part={DownloadOne}
        shown={one !== null}
        photo={one}
        onClose={() => setOne(null)}
        onDownloaded={() => selection.stop()}
      />
      <Deferred
        part={DownloadMany}
        shown={many !== null}
        ids={many}
        request={request}
        onCancel={() => setMany(null)}
        onRequested={() => {
          setMany(null);
          selection.stop();
        }}
      />
    </>
  );
}
