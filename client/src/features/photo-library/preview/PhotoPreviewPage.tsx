import { CopyPlus, Download, type LucideIcon, Trash2 } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { defineMessages, type IntlShape, useIntl } from 'react-intl';
import { generatePath, Navigate, useMatch, useParams, useSearchParams } from 'react-router';
import type { Photo } from '#contracts/photos';
import { paths } from '#contracts/routes';
import { CopyToAlbumModal } from '#features/photo-library/actions/CopyToAlbumModal';
import { DeletePhotosModal } from '#features/photo-library/actions/DeletePhotosModal';
import { DownloadPhotoModal } from '#features/photo-library/actions/DownloadPhotoModal';
import { useDeletePhotos, useRemoveFromAlbum } from '#features/photo-library/actions/use-delete-photos';
import { useFindPhoto } from '#features/photo-library/preview/use-find-photo';
import { useAuth } from '#platform/auth/AuthProvider';
import { useIsSmallScreen } from '#platform/breakpoints/use-breakpoint';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { type AlbumSource, albumStoreFor, currentAlbumStore } from '#platform/photo-library/albums';
import {
  currentTimelineStore,
  hasScrollPosition,
  readSortOption,
  saveRevealedPhoto,
  TIMELINE_LIST,
  timelineStoreFor,
} from '#platform/photo-library/timeline';
import { useAppQuery, withStripped } from '#platform/query/app-query';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Loader } from '#ui/Loader';
import { type LightboxAction, PhotoLightbox } from '#ui/photos/PhotoLightbox';

const messages = defineMessages({
  title: { id: 'preview.title', defaultMessage: 'Photo preview' },
  download: { id: 'preview.download', defaultMessage: 'Download' },
  delete: { id: 'preview.delete', defaultMessage: 'Delete' },
  deleteFromAlbum: { id: 'preview.deleteFromAlbum', defaultMessage: 'Delete from album' },
  copyToAlbum: { id: 'preview.copyToAlbum', defaultMessage: 'Copy to album' },
  unavailable: { id: 'preview.unavailableShared', defaultMessage: 'Unavailable for shared albums' },
});

/** An action's icon in the viewer's toolbar, sized and classed as the viewer's own icons. */
function ActionIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon size={24} aria-hidden="true" className="yarl__icon" />;
}

/** Which list a preview route pages through: the timeline, or an album (own or shared). */
function usePreviewList(owner: string) {
  const params = useParams();
  const shared = useMatch(paths.sharedAlbumPhotoPreview) !== null;
  const source: AlbumSource | null =
    params.photoId !== undefined ? { kind: shared ? 'shared' : 'album', albumId: params.id ?? '' } : null;
  const photoId = (source ? params.photoId : params.id) ?? '';
  const [store] = useState(() => {
    if (!source) return currentTimelineStore(owner) ?? timelineStoreFor(owner, readSortOption('photos'));
    const kind = source.kind === 'album' ? 'albumPhotos' : 'sharedAlbumPhotos';
    return currentAlbumStore(owner, source) ?? albumStoreFor(owner, source, readSortOption(kind));
  });
  const listPath = source
    ? generatePath(source.kind === 'album' ? paths.album : paths.sharedAlbum, { id: source.albumId })
    : paths.photos;
  const previewPath = (id: string) =>
    source
      ? generatePath(source.kind === 'album' ? paths.albumPhotoPreview : paths.sharedAlbumPhotoPreview, {
          id: source.albumId,
          photoId: id,
        })
      : generatePath(paths.photoPreview, { id });
  return { source, photoId, store, listPath, previewPath };
}

type PreviewStore = ReturnType<typeof usePreviewList>['store'];

/**
 * At the last loaded photo of its month, the month's next page loads (or, at the very end, the next month's first
 * page), so 'next' goes on through the month before it moves to the next one.
 */
function usePageOnAtEnd(store: PreviewStore, current: Photo | undefined, last: boolean) {
  useEffect(() => {
    if (!current) return;
    const at = store.locate(current.imageId);
    if (at && at.index === at.month.photos.length - 1 && at.month.cursor !== null)
      void store.loadMore(at.month.key);
    else if (last) void store.neighbour(current.imageId, 1);
  }, [store, current, last]);
}

interface ActionsInput {
  intl: IntlShape;
  downloadOn: boolean;
  albumsOn: boolean;
  source: AlbumSource | null;
  onDownload(): void;
  onCopy(): void;
  onDelete(): void;
}

/**
 * The viewer's toolbar: Download and Copy to album when their features are on, then Delete (Delete from album in
 * an album); in a shared album only Download, the rest shown unavailable.
 */
function previewActions({ intl, downloadOn, albumsOn, source, ...on }: ActionsInput): LightboxAction[] {
  const sharedAlbum = source?.kind === 'shared';
  const unavailable = sharedAlbum ? intl.formatMessage(messages.unavailable) : undefined;
  const actions: LightboxAction[] = [];
  if (downloadOn)
    actions.push({
      key: 'Download',
      label: intl.formatMessage(messages.download),
      icon: <ActionIcon icon={Download} />,
      onClick: on.onDownload,
    });
  if (albumsOn)
    actions.push({
      key: 'CopyToAlbum',
      label: intl.formatMessage(messages.copyToAlbum),
      icon: <ActionIcon icon={CopyPlus} />,
      disabled: sharedAlbum,
      title: unavailable,
      onClick: on.onCopy,
    });
  actions.push(
    source
      ? {
          key: 'DeleteFromAlbum',
          label: intl.formatMessage(messages.deleteFromAlbum),
          icon: <ActionIcon icon={Trash2} />,
          disabled: sharedAlbum,
          title: unavailable,
          onClick: on.onDelete,
        }
      : {
          key: 'Delete',
          label: intl.formatMessage(messages.delete),
          icon: <ActionIcon icon={Trash2} />,
          onClick: on.onDelete,
        },
  );
  return actions;
}

/**
 * The photo full-screen over the list it was opened from (the timeline's or an album's store), paging on into
 * the next page or month at the last loaded photo; closing goes back to where the list was. A photo that is not
 * in the list (or no list at all) sends the user to the list. Routes: photoPreview, albumPhotoPreview (Delete from
 * album instead of Delete) and sharedAlbumPhotoPreview (only Download; the rest unavailable).
 */
export function PhotoPreviewPage() {
  usePageTitle(messages.title);
  const intl = useIntl();
  const navigate = useAppNavigate();
  const { stripped } = useAppQuery();
  const small = useIsSmallScreen();
  const owner = useAuth().session?.claims.sub ?? 'anonymous';
  const { source, photoId: id, store, listPath: listRoute, previewPath } = usePreviewList(owner);
  const version = useSyncExternalStore(store.subscribe, store.getVersion);
  const [query] = useSearchParams();
  const [deleteIds, setDeleteIds] = useState<readonly string[] | null>(null);
  const [downloading, setDownloading] = useState<Photo | null>(null);
  const downloadOn = useFeatureFlag('PhotoManagementDownloadViewEnabled');
  const albumsOn = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const [copyIds, setCopyIds] = useState<readonly string[] | null>(null);
  const deleteFromLibrary = useDeletePhotos(store);
  const removeFromAlbum = useRemoveFromAlbum(store, source?.albumId ?? '');
  const deletePhotos = source ? removeFromAlbum : deleteFromLibrary;

  // Opened without the list (a reload, a shared link): find the photo, in the month the link names if it does.
  const searched = useFindPhoto(store, id, query.get('month') ?? undefined);

  const photos = store.loadedPhotos();
  const index = photos.findIndex((p) => p.imageId === id);
  const current = photos[index];

  usePageOnAtEnd(store, current, index === photos.length - 1);

  const listPath = withStripped(listRoute, stripped);
  const close = () => {
    // Opened by a link (no position of the list was kept when it opened): the timeline comes back at this photo.
    if (!source && current && !hasScrollPosition()) saveRevealedPhoto(TIMELINE_LIST, current.imageId);
    navigate(listRoute, { replace: true });
  };
  const show = (photoId: string) => {
    // The timeline's links name the photo's month (see PhotosPage), so a reload finds it at once.
    const month = source ? undefined : store.locate(photoId)?.month.key;
    const path = previewPath(photoId);
    navigate(month ? `${path}?${new URLSearchParams({ month })}` : path, { replace: true });
  };

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
        neighbour={(photoId, step) => store.neighbour(photoId, step)}
        onShow={(photo) => show(photo.imageId)}
        onIndexChange={(viewed) => {
          const photo = photos[viewed];
          if (photo && photo.imageId !== id) show(photo.imageId);
        }}
        onClose={close}
        actions={previewActions({
          intl,
          downloadOn,
          albumsOn,
          source,
          onDownload: () => setDownloading(current),
          onCopy: () => setCopyIds([current.imageId]),
          onDelete: () => setDeleteIds([current.imageId]),
        })}
      />
      <CopyToAlbumModal ids={copyIds} onCancel={() => setCopyIds(null)} onCopied={() => setCopyIds(null)} />
      <DownloadPhotoModal photo={downloading} onClose={() => setDownloading(null)} />
      <DeletePhotosModal
        variant={source ? 'removeFromAlbum' : 'delete'}
        count={deleteIds ? deleteIds.length : null}
        onCancel={() => setDeleteIds(null)}
        onDelete={async () => {
          const ids = deleteIds ?? [];
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
