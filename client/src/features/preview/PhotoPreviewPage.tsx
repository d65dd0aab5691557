import { useEffect, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { generatePath, Navigate, useParams } from 'react-router';
import type { Photo } from '#contracts/photos';
import { paths } from '#contracts/routes';
import { useAuth } from '../../platform/auth/AuthProvider';
import { useIsSmallScreen } from '../../platform/breakpoints/use-breakpoint';
import { useFeatureFlag } from '../../platform/feature-flags/FeatureFlagsProvider';
import { usePageTitle } from '../../platform/page-title/use-page-title';
import { readSortOption } from '../../platform/photo-library/sort-options';
import { currentTimelineStore, timelineStoreFor } from '../../platform/photo-library/timeline-store';
import { useDeletePhotos } from '../../platform/photo-library/use-delete-photos';
import { useAppQuery, withStripped } from '../../platform/query/app-query';
import { useAppNavigate } from '../../platform/query/use-app-navigate';
import { Loader } from '../../ui/Loader';
import { DeletePhotosModal } from '../../ui/photos/DeletePhotosModal';
import { DownloadPhotoModal } from '../../ui/photos/DownloadPhotoModal';
import { PhotoLightbox } from '../../ui/photos/PhotoLightbox';

const messages = defineMessages({
  title: { id: 'preview.title', defaultMessage: 'Photo preview' },
  download: { id: 'preview.download', defaultMessage: 'Download' },
  delete: { id: 'preview.delete', defaultMessage: 'Delete' },
});

const downloadIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="yarl__icon">
    <path
      d="M12 4v11m0 0l-5-5m5 5l5-5M5 20h14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);
const deleteIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="yarl__icon">
    <path
      d="M5 7h14M10 11v6m4-6v6M7 7l1 13h8l1-13M9 7V4h6v3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * /my-photos/photos/preview/:id: the photo full-screen over the list it was opened from (the timeline's store),
 * paging on into the next page or month at the last loaded photo; closing goes back to where the list was.
 * A photo that is not in the list (or no list at all) sends the user to the list.
 */
export function PhotoPreviewPage() {
  usePageTitle(messages.title);
  const intl = useIntl();
  const { id = '' } = useParams();
  const navigate = useAppNavigate();
  const { stripped } = useAppQuery();
  const small = useIsSmallScreen();
  const owner = useAuth().session?.claims.sub ?? 'anonymous';
  const [store] = useState(
    () => currentTimelineStore(owner) ?? timelineStoreFor(owner, readSortOption('photos')),
  );
  const version = useSyncExternalStore(store.subscribe, store.getVersion);
  const [searched, setSearched] = useState(() => store.locate(id) !== undefined);
  const [deleteIds, setDeleteIds] = useState<readonly string[] | null>(null);
  const [downloading, setDownloading] = useState<Photo | null>(null);
  const downloadOn = useFeatureFlag('PhotoManagementDownloadViewEnabled');
  const deletePhotos = useDeletePhotos(store);

  // Opened without the list (a reload, a shared link): load the counts and the first month, then look again.
  useEffect(() => {
    if (searched) return;
    let cancelled = false;
    void (async () => {
      await store.load();
      const first = store.months[0];
      if (first) await store.loadMonth(first.key);
      if (!cancelled) setSearched(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [store, searched]);

  const photos = store.loadedPhotos();
  const index = photos.findIndex((p) => p.imageId === id);
  const current = photos[index];

  // At the last loaded photo of its month, the month's next page loads (or, at the very end, the next month's
  // first page), so 'next' goes on through the month before it moves to the next one.
  useEffect(() => {
    if (!current) return;
    const at = store.locate(current.imageId);
    if (at && at.index === at.month.photos.length - 1 && at.month.cursor !== null)
      void store.loadMore(at.month.key);
    else if (index === photos.length - 1) void store.neighbour(current.imageId, 1);
  }, [store, current, index, photos.length]);

  const listPath = withStripped(paths.photos, stripped);
  const close = () => navigate(paths.photos, { replace: true });
  const show = (photoId: string) =>
    navigate(generatePath(paths.photoPreview, { id: photoId }), { replace: true });

  if (!current) {
    if (searched && store.status !== 'loading') return <Navigate to={listPath} replace />;
    return (
      <main id="main-content" className="preview">
        <h1 className="visually-hidden">{intl.formatMessage(messages.title)}</h1>
        <Loader fullPage />
      </main>
    );
  }

  return (
    <main id="main-content" className="preview" data-version={version}>
      <h1 className="visually-hidden">{intl.formatMessage(messages.title)}</h1>
      <PhotoLightbox
        photos={photos}
        index={index}
        hideArrows={small}
        onIndexChange={(viewed) => {
          const photo = photos[viewed];
          if (photo && photo.imageId !== id) show(photo.imageId);
        }}
        onClose={close}
        actions={[
          ...(downloadOn
            ? [
                {
                  key: 'Download' as const,
                  label: intl.formatMessage(messages.download),
                  icon: downloadIcon,
                  onClick: () => setDownloading(current),
                },
              ]
            : []),
          {
            key: 'Delete',
            label: intl.formatMessage(messages.delete),
            icon: deleteIcon,
            onClick: () => setDeleteIds([current.imageId]),
          },
        ]}
      />
      <DownloadPhotoModal photo={downloading} onClose={() => setDownloading(null)} />
      <DeletePhotosModal
        ids={deleteIds}
        onCancel={() => setDeleteIds(null)}
        onDelete={async (ids) => {
          const after =
            (await store.neighbour(current.imageId, 1)) ?? (await store.neighbour(current.imageId, -1));
          const ok = await deletePhotos(ids);
          if (ok) {
            setDeleteIds(null);
            if (after) show(after.imageId);
            else close();
          }
          return ok;
        }}
        onDeleted={() => setDeleteIds(null)}
      />
    </main>
  );
}
