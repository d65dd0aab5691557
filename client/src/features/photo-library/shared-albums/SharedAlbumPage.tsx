import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { Photo } from '#contracts/photos';
import { CopyToAlbumAction } from '#features/photo-library/actions/CopyToAlbumAction';
import { DeleteFromAlbumAction } from '#features/photo-library/actions/DeleteFromAlbumAction';
import { DownloadAction } from '#features/photo-library/actions/DownloadAction';
import { OrderPrintsAction } from '#features/photo-library/actions/OrderPrintsAction';
import { SelectionBar } from '#features/photo-library/actions/SelectionToolbar';
import { PhotoSelectionProvider } from '#features/photo-library/actions/selection-context';
import {
  AlbumBar,
  AlbumBreadcrumb,
  AlbumFallback,
  AlbumPhotos,
  albumCount,
} from '#features/photo-library/albums/AlbumScreenParts';
import { AlbumStats } from '#features/photo-library/albums/AlbumStats';
import { DeleteAlbumButton } from '#features/photo-library/albums/DeleteAlbumButton';
import { useAlbumListScreen } from '#features/photo-library/albums/use-album-list-screen';
import { useAuth } from '#platform/auth/AuthProvider';
import { leaveOrDeleteSharedAlbum, useSharedAlbum } from '#platform/photo-library/albums';
import { requestSharedAlbumDownload } from '#platform/photo-library/downloads';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';
import { Screen } from '#ui/Screen';

const messages = {
  ...defineMessages({
    unsupported: { id: 'sharedAlbums.unsupported', defaultMessage: 'Shared albums are no longer supported' },
    unavailable: { id: 'sharedAlbums.unavailable', defaultMessage: 'Unavailable for shared albums' },
    participantsTitle: { id: 'sharedAlbums.participants.title', defaultMessage: 'Shared with' },
    ownerTitle: { id: 'sharedAlbums.owner.title', defaultMessage: 'Shared by' },
    close: { id: 'sharedAlbums.participants.close', defaultMessage: 'Close' },
    deleteOwnerTitle: { id: 'sharedAlbums.delete.ownerTitle', defaultMessage: 'Delete album for everyone?' },
    deleteOwnerText: {
      id: 'sharedAlbums.delete.ownerText',
      defaultMessage:
        'The album will be deleted for you and everyone you shared it with. The photos stay in each person’s account.',
    },
    leaveTitle: { id: 'sharedAlbums.leave.title', defaultMessage: 'Leave album?' },
    leaveText: {
      id: 'sharedAlbums.delete.leaveText',
      defaultMessage: 'You will leave this shared album. The photos you added to it are removed from it.',
    },
  }),
  participants: defineMessage<{ count: number }>({
    id: 'sharedAlbums.participants.link',
    defaultMessage: '{count, plural, one {# participant} other {# participants}}',
  }),
  sharedBy: defineMessage<{ email: string }>({
    id: 'sharedAlbums.owner.link',
    defaultMessage: 'Shared by {email}',
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
  const album = useSharedAlbum(albumId);
  const me = useAuth().session?.claims.sub ?? 'anonymous';
  const screen = useAlbumListScreen({ kind: 'shared', albumId });
  const { store, selection, selected } = screen;
  const [people, setPeople] = useState(false);

  if (!album.data) return <AlbumFallback error={album.error} />;

  const data = album.data;
  const isOwner = data.ownerId === me;
  const count = albumCount(screen, data.photosCount);
  const unavailable = intl.formatMessage(messages.unavailable);
  // Each photo of a shared album goes into the zip with the user it belongs to.
  const requestDownload = (ids: readonly string[]) => {
    const byId = new Map(store.loadedPhotos().map((p) => [p.imageId, p]));
    const photos = ids.map((photoId) => {
      const photo = byId.get(photoId);
      return { photoId, ownerId: (photo && ownerOf(photo)) ?? data.ownerId ?? '' };
    });
    return requestSharedAlbumDownload(albumId, photos);
  };

  return (
    <PhotoSelectionProvider selection={selection} selected={selected} store={store}>
      <Screen
        title={data.albumName}
        before={<AlbumBreadcrumb />}
        className="album-screen shared-album-screen"
        actions={
          <DeleteAlbumButton
            albumName={data.albumName}
            title={intl.formatMessage(isOwner ? messages.deleteOwnerTitle : messages.leaveTitle)}
            text={intl.formatMessage(isOwner ? messages.deleteOwnerText : messages.leaveText)}
            remove={() => leaveOrDeleteSharedAlbum(albumId)}
            leave={!isOwner}
          />
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
        <SelectionBar idle={<AlbumBar screen={screen} count={count} />} />
        <AlbumPhotos screen={screen} count={count} />
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
        <DownloadAction request={requestDownload} />
        <CopyToAlbumAction unavailable={unavailable} />
        <DeleteFromAlbumAction albumId={albumId} unavailable={unavailable} />
        <OrderPrintsAction unavailable={unavailable} />
      </Screen>
    </PhotoSelectionProvider>
  );
}
