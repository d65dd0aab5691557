import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { generatePath, Navigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '#contracts/routes';
import { CopyToAlbumAction } from '#features/photo-library/actions/CopyToAlbumAction';
import { DeleteFromAlbumAction } from '#features/photo-library/actions/DeleteFromAlbumAction';
import { DownloadAction } from '#features/photo-library/actions/DownloadAction';
import { OrderPrintsAction, StartPrintsButton } from '#features/photo-library/actions/OrderPrintsAction';
import { SelectionBar } from '#features/photo-library/actions/SelectionToolbar';
import { PhotoSelectionProvider } from '#features/photo-library/actions/selection-context';
import { Deferred, deferredPart } from '#features/photo-library/common/deferred-part';
import { AddPhotosButton } from '#features/photo-library/upload/AddPhotosModal';
import { PageDropTarget } from '#features/photo-library/upload/PageDropTarget';
import { useIsSmallScreen } from '#platform/breakpoints/use-breakpoint';
import { useConfig } from '#platform/config/ConfigProvider';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { refreshAlbums, removeAlbum, saveAlbumName, useAlbum } from '#platform/photo-library/albums';
import { APP_LINK_RETURN_MS, appLinkForAlbum, ordersPrintsInApp } from '#platform/photo-library/upload';
import { useAppQuery, withStripped } from '#platform/query/app-query';
import { Screen } from '#ui/Screen';
import { AlbumNameModal } from './AlbumNameModal';
import { AlbumBar, AlbumBreadcrumb, AlbumFallback, AlbumPhotos, albumCount } from './AlbumScreenParts';
import { AlbumStats } from './AlbumStats';
import { DeleteAlbumButton } from './DeleteAlbumButton';
import { useAlbumListScreen } from './use-album-list-screen';
import './albums.scss';

// The 'Add photos' picker (with its upload tab: the upload queue, ~100 KB) is closed on every load: its code
// follows the screen (decision 320).
const AddModal = deferredPart(() => import('./AddToAlbumModal').then((m) => m.AddToAlbumModal));

const messages = defineMessages({
  editName: { id: 'albums.album.editName', defaultMessage: 'Edit album name' },
  save: { id: 'albums.album.saveName', defaultMessage: 'Save' },
  saveError: { id: 'albums.album.saveError', defaultMessage: 'Unable to save changes. Please try again' },
  addPhotos: { id: 'albums.album.addPhotos', defaultMessage: 'Add photos' },
  orderPrints: { id: 'albums.album.orderPrints', defaultMessage: 'Order photo prints' },
  // On a phone the bar's line is shared with 'Select' (decision 180).
  orderPrintsShort: { id: 'albums.album.orderPrintsShort', defaultMessage: 'Order prints' },
  deleteTitle: { id: 'albums.delete.title', defaultMessage: 'Delete album?' },
  deleteText: {
    id: 'albums.delete.text',
    defaultMessage: 'The album will be deleted. Its photos stay in your photo library.',
  },
});

/**
 * 'Add photos' on an album: the picker opens here, but on iOS and Android a brand with an app sends it to its app
 * (with album_id) and comes back after 2 s.
 */
function useAddPhotos(albumId: string) {
  const { brand } = useConfig();
  const [open, setOpen] = useState(false);
  const start = () => {
    const target = appLinkForAlbum(brand.appLink, albumId, navigator.userAgent);
    if (target === null) {
      setOpen(true);
      return;
    }
    const back = window.location.href;
    window.location.assign(target);
    setTimeout(() => window.location.assign(back), APP_LINK_RETURN_MS);
  };
  return { open, start, close: () => setOpen(false) };
}

/** The pencil beside the album's name, which opens its rename dialog. */
function EditNameButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick(): void }) {
  return (
    <button
      type="button"
      className="album-screen__edit"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Pencil size={20} aria-hidden="true" />
    </button>
  );
}

/**
 * /my-photos/albums/:id: the album's name (editable), stats, 'Add photos', 'Delete album', and its photos in the
 * one grid (one section, pages of 24) with sort, selection, download, delete from album and the preview.
 */
export function AlbumPage() {
  const intl = useIntl();
  const { id: albumId = '' } = useParams();
  const { stripped } = useAppQuery();
  const { mutate } = useSWRConfig();
  const sharedOn = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const album = useAlbum(albumId);
  const screen = useAlbumListScreen({ kind: 'album', albumId });
  const { store, selection, selected } = screen;
  const [renaming, setRenaming] = useState(false);
  const adding = useAddPhotos(albumId);
  const { brand } = useConfig();
  const small = useIsSmallScreen();

  const refresh = () => {
    void refreshAlbums(mutate);
    screen.reload();
  };

  if (album.data?.isShared && sharedOn) {
    return <Navigate to={withStripped(generatePath(paths.sharedAlbum, { id: albumId }), stripped)} replace />;
  }
  if (!album.data) return <AlbumFallback error={album.error} />;

  const data = album.data;
  const count = albumCount(screen, data.photosCount);
  const empty = store.status === 'ready' && count === 0;
  // Hidden 'on some devices': iOS and Android with the brand's app (decision 090).
  const printsHere = !ordersPrintsInApp(brand.appLink, navigator.userAgent);

  const addButton = (
    <AddPhotosButton onClick={adding.start} preload={AddModal.preload}>
      {intl.formatMessage(messages.addPhotos)}
    </AddPhotosButton>
  );

  return (
    <PhotoSelectionProvider selection={selection} selected={selected} store={store}>
      <Screen
        title={data.albumName}
        before={<AlbumBreadcrumb />}
        className="album-screen"
        titleAction={
          <EditNameButton
            label={intl.formatMessage(messages.editName)}
            disabled={selected.active}
            onClick={() => setRenaming(true)}
          />
        }
        actions={
          <>
            {addButton}
            <DeleteAlbumButton
              albumName={data.albumName}
              title={intl.formatMessage(messages.deleteTitle)}
              text={intl.formatMessage(messages.deleteText)}
              remove={() => removeAlbum(data)}
            />
          </>
        }
      >
        <AlbumStats count={count} created={data.created} />
        <SelectionBar
          idle={
            <AlbumBar screen={screen} count={count}>
              {printsHere ? (
                <StartPrintsButton
                  label={intl.formatMessage(small ? messages.orderPrintsShort : messages.orderPrints)}
                  disabled={empty || store.status !== 'ready'}
                />
              ) : null}
            </AlbumBar>
          }
        />
        <AlbumPhotos screen={screen} count={count} onRetry={refresh} emptyAction={addButton} />
        <AlbumNameModal
          open={renaming}
          title={intl.formatMessage(messages.editName)}
          submitLabel={intl.formatMessage(messages.save)}
          initialName={data.albumName}
          errorMessage={intl.formatMessage(messages.saveError)}
          onClose={() => setRenaming(false)}
          onSubmit={async (albumName) => {
            const saved = await saveAlbumName(albumId, albumName);
            await album.mutate(saved, { revalidate: false });
            void refreshAlbums(mutate);
            setRenaming(false);
          }}
        />
        <Deferred
          part={AddModal}
          shown={adding.open}
          albumId={albumId}
          open={adding.open}
          onClose={adding.close}
          onAdded={() => {
            adding.close();
            refresh();
          }}
        />
        <DownloadAction />
        <CopyToAlbumAction />
        <DeleteFromAlbumAction albumId={albumId} />
        {printsHere ? <OrderPrintsAction /> : null}
        <PageDropTarget albumId={albumId} onClosed={refresh} />
      </Screen>
    </PhotoSelectionProvider>
  );
}
