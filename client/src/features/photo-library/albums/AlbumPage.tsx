import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { generatePath, Navigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '#contracts/routes';
import { CopyToAlbumModal } from '#features/photo-library/actions/CopyToAlbumModal';
import { DeletePhotosModal } from '#features/photo-library/actions/DeletePhotosModal';
import { OrderPrintsOverlay } from '#features/photo-library/actions/OrderPrintsOverlay';
import { PrintSelectionBar } from '#features/photo-library/actions/PrintSelectionBar';
import { SelectionToolbar } from '#features/photo-library/actions/SelectionToolbar';
import { useDownloadSelection } from '#features/photo-library/actions/use-download-selection';
import { useOrderPrints } from '#features/photo-library/actions/use-order-prints';
import { usePrintSelection } from '#features/photo-library/actions/use-print-selection';
import { ApiError } from '#platform/api/api-errors';
import { useConfig } from '#platform/config/ConfigProvider';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { dropAlbumStore } from '#platform/photo-library/album-store';
import { refreshAlbums, removeAlbum, saveAlbumName, useAlbum } from '#platform/photo-library/albums';
import { APP_LINK_RETURN_MS, appLinkForAlbum } from '#platform/photo-library/app-link';
import { useRemoveFromAlbum } from '#platform/photo-library/use-delete-photos';
import { AppLink } from '#platform/query/AppLink';
import { useAppQuery, withStripped } from '#platform/query/app-query';
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
import { AddToAlbumModal } from './AddToAlbumModal';
import { AlbumNameModal } from './AlbumNameModal';
import { AlbumStats } from './AlbumStats';
import { useAlbumGrid } from './use-album-list-screen';
import './albums.scss';

const messages = {
  ...defineMessages({
    breadcrumb: { id: 'albums.album.breadcrumb', defaultMessage: 'My albums' },
    editName: { id: 'albums.album.editName', defaultMessage: 'Edit album name' },
    save: { id: 'albums.album.saveName', defaultMessage: 'Save' },
    saveError: { id: 'albums.album.saveError', defaultMessage: 'Unable to save changes. Please try again' },
    addPhotos: { id: 'albums.album.addPhotos', defaultMessage: 'Add photos' },
    deleteAlbum: { id: 'albums.album.delete', defaultMessage: 'Delete album' },
    select: { id: 'albums.album.select', defaultMessage: 'Select' },
    orderPrints: { id: 'albums.album.orderPrints', defaultMessage: 'Order photo prints' },
    retry: { id: 'albums.album.retry', defaultMessage: 'Try again' },
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
    deleteTitle: { id: 'albums.delete.title', defaultMessage: 'Delete album?' },
    deleteText: {
      id: 'albums.delete.text',
      defaultMessage: 'The album will be deleted. Its photos stay in your photo library.',
    },
    deleteError: { id: 'albums.delete.error', defaultMessage: 'Unable to remove album. Please try again' },
    cancel: { id: 'albums.delete.cancel', defaultMessage: 'Cancel' },
    deleting: { id: 'albums.delete.deleting', defaultMessage: 'Deleting…' },
  }),
  deleted: defineMessage<{ albumName: string }>({
    id: 'albums.delete.done',
    defaultMessage: '{albumName} album deleted',
  }),
};

/**
 * /my-photos/albums/:id: the album's name (editable), stats, 'Add photos', 'Delete album', and its photos in the
 * one grid (one section, pages of 24) with sort, selection, download, delete from album and the preview.
 */
export function AlbumPage() {
  const intl = useIntl();
  const { id: albumId = '' } = useParams();
  const { stripped } = useAppQuery();
  const navigate = useAppNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const sharedOn = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const downloadOn = useFeatureFlag('PhotoManagementDownloadViewEnabled');
  const album = useAlbum(albumId);
  const grid = useAlbumGrid({ kind: 'album', albumId });
  const { store, version, selection, selected, open, toggle, toggleGroup } = grid;
  const downloads = useDownloadSelection({ selection, loaded: () => store.loadedPhotos() });
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deletingAlbum, setDeletingAlbum] = useState<'closed' | 'open' | 'pending' | 'failed'>('closed');
  const [removeIds, setRemoveIds] = useState<readonly string[] | null>(null);
  const removeFromAlbum = useRemoveFromAlbum(store, albumId);
  const { brand } = useConfig();
  const [copyIds, setCopyIds] = useState<readonly string[] | null>(null);
  const prints = usePrintSelection(selection, selected.active);
  const orderPrints = useOrderPrints();
  const printsOn = useFeatureFlag('PhotoManagementOrderPrintsEnabled');

  const refresh = () => {
    void refreshAlbums(mutate);
    grid.reload();
  };

  if (album.data?.isShared && sharedOn) {
    return <Navigate to={withStripped(generatePath(paths.sharedAlbum, { id: albumId }), stripped)} replace />;
  }

  const section = store.months[0];
  const loaded = store.loadedPhotos();
  const count = Math.max(0, section?.count ?? album.data?.photosCount ?? 0);
  const allSelected = loaded.length > 0 && loaded.every((p) => selected.ids.has(p.imageId));
  const empty = store.status === 'ready' && count === 0;
  const notFound = album.error instanceof ApiError && album.error.status === 404;

  // On iOS and Android, a brand with an app sends 'Add photos' to its app (with album_id) and comes back after 2 s.
  const addPhotos = () => {
    const target = appLinkForAlbum(brand.appLink, albumId, navigator.userAgent);
    if (target === null) {
      setAdding(true);
      return;
    }
    const back = window.location.href;
    window.location.assign(target);
    setTimeout(() => window.location.assign(back), APP_LINK_RETURN_MS);
  };

  const deleteAlbum = async () => {
    if (!album.data) return;
    setDeletingAlbum('pending');
    try {
      await removeAlbum(album.data);
      toast.show({
        kind: 'success',
        message: intl.formatMessage(messages.deleted, { albumName: album.data.albumName }),
      });
      dropAlbumStore();
      void refreshAlbums(mutate);
      navigate(paths.albums, { replace: true });
    } catch {
      setDeletingAlbum('failed');
    }
  };

  const name = album.data?.albumName ?? '';
  const breadcrumb = (
    <nav className="album-breadcrumb" aria-label={intl.formatMessage(messages.breadcrumb)}>
      <AppLink to={paths.albums}>{intl.formatMessage(messages.breadcrumb)}</AppLink>
    </nav>
  );

  if (album.error && !album.data) {
    return (
      <Screen title={messages.breadcrumb} before={breadcrumb} className="album-screen">
        <Banner kind="error">{intl.formatMessage(notFound ? messages.notFound : messages.albumError)}</Banner>
      </Screen>
    );
  }
  if (!album.data) {
    return (
      <Screen title={messages.breadcrumb} before={breadcrumb} className="album-screen">
        <Loader />
      </Screen>
    );
  }

  return (
    <Screen
      title={name}
      before={breadcrumb}
      className="album-screen"
      titleAction={
        <button
          type="button"
          className="album-screen__edit"
          aria-label={intl.formatMessage(messages.editName)}
          title={intl.formatMessage(messages.editName)}
          disabled={selected.active}
          onClick={() => setRenaming(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      }
      actions={
        <>
          <Button onClick={addPhotos}>{intl.formatMessage(messages.addPhotos)}</Button>
          <Button variant="secondary" onClick={() => setDeletingAlbum('open')}>
            {intl.formatMessage(messages.deleteAlbum)}
          </Button>
        </>
      }
    >
      <AlbumStats count={count} created={album.data.created} />
      {prints.printing ? null : selected.active ? (
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
            { key: 'copyToAlbum', onClick: () => setCopyIds([...selected.ids]) },
            { key: 'deleteFromAlbum', onClick: () => setRemoveIds([...selected.ids]) },
            ...(printsOn ? [{ key: 'orderPrints' as const, onClick: prints.fromSelection }] : []),
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
          {printsOn ? (
            <Button variant="secondary" onClick={prints.start} disabled={empty || store.status !== 'ready'}>
              {intl.formatMessage(messages.orderPrints)}
            </Button>
          ) : null}
          <SortDropdown value={grid.sort} keys={grid.sortKeys} onChange={grid.changeSort} />
        </div>
      )}
      {store.status === 'loading' ? <Loader /> : null}
      {store.status === 'error' || section?.status === 'rejected' ? (
        <Banner kind="error">
          {intl.formatMessage(messages.photosError)}{' '}
          <Button variant="link" onClick={refresh}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Banner>
      ) : null}
      {empty ? (
        <EmptyState title={intl.formatMessage(messages.empty)}>
          <Button onClick={addPhotos}>{intl.formatMessage(messages.addPhotos)}</Button>
        </EmptyState>
      ) : null}
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

      <AlbumNameModal
        open={renaming}
        title={intl.formatMessage(messages.editName)}
        submitLabel={intl.formatMessage(messages.save)}
        initialName={name}
        errorMessage={intl.formatMessage(messages.saveError)}
        onClose={() => setRenaming(false)}
        onSubmit={async (albumName) => {
          const saved = await saveAlbumName(albumId, albumName);
          await album.mutate(saved, { revalidate: false });
          void refreshAlbums(mutate);
          setRenaming(false);
        }}
      />
      <AddToAlbumModal
        albumId={albumId}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          refresh();
        }}
      />
      <Modal
        open={deletingAlbum !== 'closed'}
        onClose={() => deletingAlbum !== 'pending' && setDeletingAlbum('closed')}
        title={intl.formatMessage(messages.deleteTitle)}
      >
        <p>{intl.formatMessage(messages.deleteText)}</p>
        {deletingAlbum === 'failed' ? (
          <p className="modal__error" role="alert">
            {intl.formatMessage(messages.deleteError)}
          </p>
        ) : null}
        <div className="modal__actions">
          <Button
            variant="secondary"
            disabled={deletingAlbum === 'pending'}
            onClick={() => setDeletingAlbum('closed')}
          >
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button disabled={deletingAlbum === 'pending'} onClick={deleteAlbum}>
            {intl.formatMessage(deletingAlbum === 'pending' ? messages.deleting : messages.deleteAlbum)}
          </Button>
        </div>
      </Modal>
      <DeletePhotosModal
        variant="removeFromAlbum"
        ids={removeIds}
        onCancel={() => setRemoveIds(null)}
        onDelete={removeFromAlbum}
        onDeleted={() => {
          setRemoveIds(null);
          selection.stop();
        }}
      />
      {prints.printing ? (
        <PrintSelectionBar
          amount={selected.ids.size}
          busy={orderPrints.transferring !== null}
          onNext={() => void orderPrints.order([...selected.ids])}
          onCancel={prints.cancel}
        />
      ) : null}
      <OrderPrintsOverlay amount={orderPrints.transferring} />
      <CopyToAlbumModal
        ids={copyIds}
        onCancel={() => setCopyIds(null)}
        onCopied={() => {
          setCopyIds(null);
          selection.stop();
        }}
      />
      {downloads.modals}
    </Screen>
  );
}
