import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import { paths } from '#contracts/routes';
import { MyPhotosTabs } from '#features/photo-library/common/MyPhotosTabs';
import { StorageStatusNotice } from '#features/photo-library/common/StorageStatusNotice';
import { AddPhotosButton, AddPhotosModal } from '#features/photo-library/upload/AddPhotosModal';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import {
  createNewAlbum,
  useAlbumPages,
  useSharedAlbumCounts,
  useSharedAlbumPages,
} from '#platform/photo-library/albums';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { useArrivedData } from '#platform/query/use-arrived-data';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { Screen } from '#ui/Screen';
import { AlbumNameModal } from './AlbumNameModal';
import { AlbumTile } from './AlbumTile';
import './albums.scss';

const messages = defineMessages({
  title: { id: 'albums.list.title', defaultMessage: 'My photos' },
  myAlbums: { id: 'albums.list.mine', defaultMessage: 'My albums' },
  addPhotos: { id: 'photos.header.addPhotos', defaultMessage: 'Add photos' },
  newAlbum: { id: 'albums.list.new', defaultMessage: 'New album' },
  createTitle: { id: 'albums.create.title', defaultMessage: 'Create new album' },
  create: { id: 'albums.create.submit', defaultMessage: 'Create album' },
  createError: { id: 'albums.create.error', defaultMessage: 'Unable to save changes. Please try again' },
  shared: { id: 'albums.list.shared', defaultMessage: 'Shared with you' },
  more: { id: 'albums.list.more', defaultMessage: 'Show more albums' },
  error: {
    id: 'albums.list.error',
    defaultMessage: 'Unable to display albums. Please refresh the page or try again later.',
  },
  sharedError: {
    id: 'albums.list.sharedError',
    defaultMessage: 'Unable to display shared albums. Please refresh the page or try again later.',
  },
});

/**
 * Covers that can be above the fold, loaded eagerly: the first two rows of the widest grid (five columns beside
 * the menu at 1280 px and more, the 'New album' tile first). On a desktop the LCP is often a second-row cover.
 */
const EAGER_COVERS = 9;

/**
 * /my-photos/albums: 'Add photos' (as on the Photos tab), the 'New album' tile, the user's albums (pages of 50, shared ones opening on their shared
 * route when shared albums are on) and, when the user takes part in any, the 'Shared with you' section.
 */
export function AlbumsPage() {
  const intl = useIntl();
  const navigate = useAppNavigate();
  const sharedOn = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const albums = useAlbumPages();
  const counts = useSharedAlbumCounts(sharedOn);
  const showShared = sharedOn && (counts.data?.readAlbumsCount ?? 0) > 0;
  const shared = useSharedAlbumPages(showShared);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState(false);
  const uploadOn = useFeatureFlag('PhotoManagementUploadViewEnabled');

  // The pages' arrival renders in slices in the background (up to 50 tiles a page, each with a formatted date
  // and count), not as one long task on a phone; the loader stays until then.
  const pages = useArrivedData(albums.data);
  const own = pages?.flatMap((page) => page.albums) ?? [];
  // 'Shared with you' comes after your own albums, once they are drawn (or failed): drawn earlier, below the
  // loader, it was pushed down by their arrival (a layout shift of 0.1 on a phone).
  const ownShown = pages !== undefined || Boolean(albums.error);
  const ownMore = pages?.at(-1)?.cursor != null;
  // The first cover shown (an empty album has none) is the likely LCP image: it is asked for first.
  const firstCover = own.findIndex((album) => album.coverPhoto);
  const sharedAlbums = shared.data?.flatMap((page) => page.albums) ?? [];
  const sharedMore = shared.data?.at(-1)?.cursor != null;

  const albumPath = (albumId: string, isShared: boolean) =>
    generatePath(isShared && sharedOn ? paths.sharedAlbum : paths.album, { id: albumId });

  return (
    <Screen
      title={messages.title}
      className="albums-screen"
      actions={
        uploadOn ? (
          <AddPhotosButton onClick={() => setAdding(true)}>
            {intl.formatMessage(messages.addPhotos)}
          </AddPhotosButton>
        ) : null
      }
    >
      <MyPhotosTabs />
      <StorageStatusNotice />
      <h2 className="albums-screen__heading">{intl.formatMessage(messages.myAlbums)}</h2>
      {albums.error && !pages ? <Banner kind="error">{intl.formatMessage(messages.error)}</Banner> : null}
      <ul className="album-grid">
        <li className="album-tile album-tile--new">
          <button type="button" className="album-tile__link" onClick={() => setCreating(true)}>
            <span className="album-tile__cover album-tile__cover--new" aria-hidden="true">
              <span className="album-tile__plus" />
            </span>
            <span className="album-tile__name">{intl.formatMessage(messages.newAlbum)}</span>
          </button>
        </li>
        {own.map((album, index) => (
          <AlbumTile
            key={album.albumId}
            album={album}
            to={albumPath(album.albumId, album.isShared)}
            priority={index === firstCover}
            eager={index < EAGER_COVERS}
          />
        ))}
      </ul>
      {pages === undefined && !albums.error ? <Loader /> : null}
      {ownMore ? (
        <div className="albums-screen__more">
          <Button
            variant="secondary"
            onClick={() => void albums.setSize(albums.size + 1)}
            disabled={albums.isValidating}
          >
            {intl.formatMessage(messages.more)}
          </Button>
        </div>
      ) : null}

      {ownShown && counts.error && !counts.data && sharedOn ? (
        <Banner kind="error">{intl.formatMessage(messages.sharedError)}</Banner>
      ) : null}
      {ownShown && showShared ? (
        <section aria-labelledby="shared-albums-heading">
          <h2 id="shared-albums-heading" className="albums-screen__heading">
            {intl.formatMessage(messages.shared)}
          </h2>
          {shared.error && !shared.data ? (
            <Banner kind="error">{intl.formatMessage(messages.sharedError)}</Banner>
          ) : null}
          <ul className="album-grid">
            {sharedAlbums.map((album) => (
              <AlbumTile key={album.albumId} album={album} to={albumPath(album.albumId, true)} />
            ))}
          </ul>
          {sharedMore ? (
            <div className="albums-screen__more">
              <Button variant="secondary" onClick={() => void shared.setSize(shared.size + 1)}>
                {intl.formatMessage(messages.more)}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}

      <AlbumNameModal
        open={creating}
        title={intl.formatMessage(messages.createTitle)}
        submitLabel={intl.formatMessage(messages.create)}
        errorMessage={intl.formatMessage(messages.createError)}
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const album = await createNewAlbum(name);
          setCreating(false);
          void albums.mutate();
          navigate(albumPath(album.albumId, false));
        }}
      />
      <AddPhotosModal open={adding} onClose={() => setAdding(false)} />
    </Screen>
  );
}
