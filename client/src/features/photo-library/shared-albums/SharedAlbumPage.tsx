import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { Photo } from '#contracts/photos';
import { paths } from '#contracts/routes';
import { SelectionToolbar } from '#features/photo-library/actions/SelectionToolbar';
import { useDownloadSelection } from '#features/photo-library/actions/use-download-selection';
import { AlbumStats } from '#features/photo-library/albums/AlbumStats';
import { useAlbumGrid } from '#features/photo-library/albums/use-album-list-screen';
import { ApiError } from '#platform/api/api-errors';
import { useAuth } from '#platform/auth/AuthProvider';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { dropAlbumStore } from '#platform/photo-library/album-store';
import { leaveOrDeleteSharedAlbum, refreshAlbums, useSharedAlbum } from '#platform/photo-library/albums';
import { requestSharedAlbumDownload } from '#platform/photo-library/downloads';
import { AppLink } from '#platform/query/AppLink';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Modal } from '#ui/modal/Modal';
import { SortDropdown } from '#ui/photos/SortDropdown';
import { TimelineGrid } from '#ui/photos/TimelineGrid';
import { Screen } from '#ui/Screen';
import { useToast } from '#ui/toast/ToastProvider';

const messages = {
  ...defineMessages({
    breadcrumb: { id: 'albums.album.breadcrumb', defaultMessage: 'My albums' },
    unsupported: { id: 'sharedAlbums.unsupported', defaultMessage: 'Shared albums are no longer supported' },
    unavailable: { id: 'sharedAlbums.unavailable', defaultMessage: 'Unavailable for shared albums' },
    select: { id: 'albums.album.select', defaultMessage: 'Select' },
    deleteAlbum: { id: 'albums.album.delete', defaultMessage: 'Delete album' },
    empty: { id: 'albums.album.empty', defaultMessage: 'Your album is empty' },
    albumError: {
      id: 'albums.album.loadError',
      defaultMessage: 'Unable to display album. Please refresh the page or try again later.',
    },
    photosError: {
      id: 'albums.album.photosError',
      defaultMessage: 'Unable to display album photos. Please refresh the page or try again later.',
    },
    notFound: { id: 'albums.album.notFound', defaultMessage: 'This album does not exist (any more).' },
    grid: { id: 'albums.album.grid', defaultMessage: 'Photos in this album' },
    participantsTitle: { id: 'sharedAlbums.participants.title', defaultMessage: 'Shared with' },
    ownerTitle: { id: 'sharedAlbums.owner.title', defaultMessage: 'Shared by' },
    close: { id: 'sharedAlbums.participants.close', defaultMessage: 'Close' },
    deleteOwnerTitle: { id: 'sharedAlbums.delete.ownerTitle', defaultMessage: 'Delete album for everyone?' },
    deleteOwnerText: {
      id: 'sharedAlbums.delete.ownerText',
      defaultMessage:
        'The album will be deleted for you and everyone you shared it with. The photos stay in each person’s account.',
    },
    leaveTitle: { id: 'sharedAlbums.delete.leaveTitle', defaultMessage: 'Delete album?' },
    leaveText: {
      id: 'sharedAlbums.delete.leaveText',
      defaultMessage: 'You will leave this shared album. The photos you added to it are removed from it.',
    },
    deleteError: { id: 'albums.delete.error', defaultMessage: 'Unable to remove album. Please try again' },
    cancel: { id: 'albums.delete.cancel', defaultMessage: 'Cancel' },
    deleting: { id: 'albums.delete.deleting', defaultMessage: 'Deleting…' },
  }),
  participants: defineMessage<{ count: number }>({
    id: 'sharedAlbums.participants.link',
    defaultMessage: '{count, plural, one {# participant} other {# participants}}',
  }),
  sharedBy: defineMessage<{ email: string }>({
    id: 'sharedAlbums.owner.link',
    defaultMessage: 'Shared by {email}',
  }),
  deleted: defineMessage<{ albumName: string }>({
    id: 'albums.delete.done',
    defaultMessage: '{albumName} album deleted',
  }),
};

const ownerOf = (photo: Photo): string | undefined =>
  'ownerId' in photo && typeof photo.ownerId === 'string' ? photo.ownerId : undefined;

/**
 * /my-photos/shared-albums/:id (read-only): name and stats, the 'no longer supported' banner, who takes part, the
 * photos in the one grid; only Download works, the rest is unavailable with its reason; 'Delete album' deletes it
 * for everyone (owner) or leaves it (participant).
 */
export function SharedAlbumPage() {
  const intl = useIntl();
  const { id: albumId = '' } = useParams();
  const navigate = useAppNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const downloadOn = useFeatureFlag('PhotoManagementDownloadViewEnabled');
  const printsOn = useFeatureFlag('PhotoManagementOrderPrintsEnabled');
  const album = useSharedAlbum(albumId);
  const me = useAuth().session?.claims.sub ?? 'anonymous';
  const grid = useAlbumGrid({ kind: 'shared', albumId });
  const { store, version, selection, selected, open, toggle, toggleGroup } = grid;
  // Each photo of a shared album goes into the zip with the user it belongs to.
  const downloads = useDownloadSelection({
    selection,
    loaded: () => store.loadedPhotos(),
    request: (ids) => {
      const byId = new Map(store.loadedPhotos().map((p) => [p.imageId, p]));
      const owner = album.data?.ownerId ?? '';
      const photos = ids.map((photoId) => {
        const photo = byId.get(photoId);
        return { photoId, ownerId: (photo && ownerOf(photo)) ?? owner };
      });
      return requestSharedAlbumDownload(albumId, photos);
    },
  });
  const [people, setPeople] = useState(false);
  const [deleting, setDeleting] = useState<'closed' | 'open' | 'pending' | 'failed'>('closed');

  const breadcrumb = (
    <nav className="album-breadcrumb" aria-label={intl.formatMessage(messages.breadcrumb)}>
      <AppLink to={paths.albums}>{intl.formatMessage(messages.breadcrumb)}</AppLink>
    </nav>
  );
  if (!album.data) {
    const notFound = album.error instanceof ApiError && album.error.status === 404;
    return (
      <Screen title={messages.breadcrumb} before={breadcrumb} className="album-screen">
        {album.error ? (
          <Banner kind="error">
            {intl.formatMessage(notFound ? messages.notFound : messages.albumError)}
          </Banner>
        ) : (
          <Loader />
        )}
      </Screen>
    );
  }

  const data = album.data;
  const isOwner = data.ownerId === me;
  const loaded = store.loadedPhotos();
  const section = store.months[0];
  const count = Math.max(0, section?.count ?? data.photosCount);
  const empty = store.status === 'ready' && count === 0;
  const allSelected = loaded.length > 0 && loaded.every((p) => selected.ids.has(p.imageId));
  const unavailable = intl.formatMessage(messages.unavailable);

  const deleteAlbum = async () => {
    setDeleting('pending');
    try {
      await leaveOrDeleteSharedAlbum(albumId);
      toast.show({
        kind: 'success',
        message: intl.formatMessage(messages.deleted, { albumName: data.albumName }),
      });
      dropAlbumStore();
      void refreshAlbums(mutate);
      navigate(paths.albums, { replace: true });
    } catch {
      setDeleting('failed');
    }
  };

  return (
    <Screen
      title={data.albumName}
      before={breadcrumb}
      className="album-screen shared-album-screen"
      actions={
        <Button variant="secondary" onClick={() => setDeleting('open')}>
          {intl.formatMessage(messages.deleteAlbum)}
        </Button>
      }
    >
      <div className="shared-album-screen__meta">
        <AlbumStats count={count} created={data.created} />
        <Button variant="link" className="shared-album-screen__people" onClick={() => setPeople(true)}>
          {isOwner
            ? intl.formatMessage(messages.participants, { count: data.participants?.length ?? 0 })
            : intl.formatMessage(messages.sharedBy, { email: data.owner?.email ?? '' })}
        </Button>
      </div>
      <Banner kind="warning">{intl.formatMessage(messages.unsupported)}</Banner>
      {selected.active ? (
        <SelectionToolbar
          amount={selected.ids.size}
          allSelected={allSelected}
          onSelectAll={() => selection.setAll(loaded.map((p) => p.imageId))}
          onDeselectAll={() => selection.clear()}
          onCancel={() => selection.stop()}
          actions={[
            ...(downloadOn
              ? [{ key: 'download' as const, onClick: () => downloads.start([...selected.ids]) }]
              : []),
            { key: 'copyToAlbum', unavailable },
            { key: 'deleteFromAlbum', unavailable },
            ...(printsOn ? [{ key: 'orderPrints' as const, unavailable }] : []),
          ]}
        />
      ) : (
        <div className="photos-bar">
          <Button
            variant="secondary"
            onClick={() => selection.start()}
            disabled={empty || store.status !== 'ready'}
          >
            {intl.formatMessage(messages.select)}
          </Button>
          <SortDropdown value={grid.sort} keys={grid.sortKeys} onChange={grid.changeSort} />
        </div>
      )}
      {store.status === 'loading' ? <Loader /> : null}
      {store.status === 'error' || section?.status === 'rejected' ? (
        <Banner kind="error">{intl.formatMessage(messages.photosError)}</Banner>
      ) : null}
      {empty ? <EmptyState title={intl.formatMessage(messages.empty)} /> : null}
      {store.status === 'ready' && !empty ? (
        <TimelineGrid
          store={store}
          version={version}
          selection={selected}
          onOpen={open}
          onToggle={toggle}
          onToggleMonth={toggleGroup}
          sectionHeaders={false}
          label={intl.formatMessage(messages.grid)}
        />
      ) : null}

      <Modal
        open={people}
        onClose={() => setPeople(false)}
        title={intl.formatMessage(isOwner ? messages.participantsTitle : messages.ownerTitle)}
      >
        <ul className="people-list">
          {(isOwner ? (data.participants ?? []) : data.owner ? [data.owner] : []).map((person) => (
            <li key={person.id}>{person.email}</li>
          ))}
        </ul>
        <div className="modal__actions">
          <Button onClick={() => setPeople(false)}>{intl.formatMessage(messages.close)}</Button>
        </div>
      </Modal>
      <Modal
        open={deleting !== 'closed'}
        onClose={() => deleting !== 'pending' && setDeleting('closed')}
        title={intl.formatMessage(isOwner ? messages.deleteOwnerTitle : messages.leaveTitle)}
      >
        <p>{intl.formatMessage(isOwner ? messages.deleteOwnerText : messages.leaveText)}</p>
        {deleting === 'failed' ? (
          <p className="modal__error" role="alert">
            {intl.formatMessage(messages.deleteError)}
          </p>
        ) : null}
        <div className="modal__actions">
          <Button variant="secondary" disabled={deleting === 'pending'} onClick={() => setDeleting('closed')}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button disabled={deleting === 'pending'} onClick={deleteAlbum}>
            {intl.formatMessage(deleting === 'pending' ? messages.deleting : messages.deleteAlbum)}
          </Button>
        </div>
      </Modal>
      {downloads.modals}
    </Screen>
  );
}
