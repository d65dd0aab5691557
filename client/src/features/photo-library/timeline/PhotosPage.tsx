import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import type { Photo } from '#contracts/photos';
import { paths } from '#contracts/routes';
import { CopyToAlbumModal } from '#features/photo-library/actions/CopyToAlbumModal';
import { DeleteAllModal } from '#features/photo-library/actions/DeleteAllModal';
import { DeletePhotosModal } from '#features/photo-library/actions/DeletePhotosModal';
import { ExportRequestModal } from '#features/photo-library/actions/ExportRequestModal';
import { OrderPrintsOverlay } from '#features/photo-library/actions/OrderPrintsOverlay';
import { PrintSelectionBar } from '#features/photo-library/actions/PrintSelectionBar';
import { SelectionToolbar } from '#features/photo-library/actions/SelectionToolbar';
import { useDownloadSelection } from '#features/photo-library/actions/use-download-selection';
import { useOrderPrints } from '#features/photo-library/actions/use-order-prints';
import { usePrintSelection } from '#features/photo-library/actions/use-print-selection';
import { MyPhotosTabs } from '#features/photo-library/common/MyPhotosTabs';
import { StorageStatusNotice } from '#features/photo-library/common/StorageStatusNotice';
import { AddPhotosModal } from '#features/photo-library/upload/AddPhotosModal';
import { useAuth } from '#platform/auth/AuthProvider';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import {
  saveScrollPosition,
  saveVisibleSections,
  takeScrollPosition,
} from '#platform/photo-library/scroll-position';
import {
  readSortOption,
  type SortOption,
  sortKeysOf,
  storeSortOption,
} from '#platform/photo-library/sort-options';
import {
  libraryGeneration,
  type MonthState,
  subscribeLibraryGeneration,
  timelineStoreFor,
} from '#platform/photo-library/timeline-store';
import { useDeletePhotos } from '#platform/photo-library/use-delete-photos';
import { useLibraryImport } from '#platform/photo-library/use-library-import';
import { usePhotoToggle, useSelection } from '#platform/photo-library/use-selection';
import { AppLink } from '#platform/query/AppLink';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { SortDropdown } from '#ui/photos/SortDropdown';
import { TimelineGrid } from '#ui/photos/TimelineGrid';
import { Screen } from '#ui/Screen';
import { ImportNotice } from './ImportNotice';
import { InfoBanner } from './InfoBanner';
import './photos.scss';

const messages = defineMessages({
  title: { id: 'photos.timeline.title', defaultMessage: 'My photos' },
  addPhotos: { id: 'photos.header.addPhotos', defaultMessage: 'Add photos' },
  select: { id: 'photos.bar.select', defaultMessage: 'Select' },
  orderPrints: { id: 'photos.bar.orderPrints', defaultMessage: 'Order photo prints' },
  deleteAll: { id: 'photos.bar.deleteAll', defaultMessage: 'Delete all photos' },
  exportAll: { id: 'photos.bar.exportAll', defaultMessage: 'Export all photos' },
  downloads: { id: 'photos.bar.downloads', defaultMessage: 'Your downloads' },
  empty: { id: 'photos.timeline.empty', defaultMessage: 'Your photo library is empty' },
  loadError: { id: 'photos.timeline.pageError', defaultMessage: 'Error: Your photos could not be loaded' },
  retry: { id: 'photos.timeline.pageRetry', defaultMessage: 'Try again' },
});

const LIST = 'photos';

/**
 * /my-photos/photos: the timeline of the whole library, with sort, selection, download, copy to album, delete,
 * delete-all and order prints.
 */
export function PhotosPage() {
  const intl = useIntl();
  const navigate = useAppNavigate();
  const owner = useAuth().session?.claims.sub ?? 'anonymous';
  const [sort, setSort] = useState<SortOption>(() => readSortOption(LIST));
  // An import that finished drops the stores: this render then builds and loads a fresh one.
  useSyncExternalStore(subscribeLibraryGeneration, libraryGeneration);
  const store = timelineStoreFor(owner, sort);
  const version = useSyncExternalStore(store.subscribe, store.getVersion);
  const [selection, selected] = useSelection();
  const [deleteIds, setDeleteIds] = useState<readonly string[] | null>(null);
  const [deleteAllOpen, setDeleteAllOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const downloads = useDownloadSelection({ selection, loaded: () => store.loadedPhotos() });
  const [exportOpen, setExportOpen] = useState(false);
  const [copyIds, setCopyIds] = useState<readonly string[] | null>(null);
  const prints = usePrintSelection(selection, selected.active);
  const orderPrints = useOrderPrints();
  const { progress: importProgress } = useLibraryImport();
  const deletePhotos = useDeletePhotos(store);
  const uploadOn = useFeatureFlag('PhotoManagementUploadViewEnabled');
  const albumsOn = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const printsOn = useFeatureFlag('PhotoManagementOrderPrintsEnabled');
  const downloadOn = useFeatureFlag('PhotoManagementDownloadViewEnabled');
  const exportOn = useFeatureFlag('PhotoManagementPhotoExportEnabled');

  useEffect(() => {
    void store.load();
  }, [store]);

  // Back from the preview: exactly where the photo was opened.
  useLayoutEffect(() => {
    if (store.status !== 'ready') return;
    const at = takeScrollPosition(LIST);
    if (at) {
      window.scrollTo(at[0], at[1]);
      requestAnimationFrame(() => window.scrollTo(at[0], at[1]));
    }
  }, [store, store.status]);

  const open = useCallback(
    (photo: Photo) => {
      saveScrollPosition(LIST);
      navigate(generatePath(paths.photoPreview, { id: photo.imageId }));
    },
    [navigate],
  );

  const toggle = usePhotoToggle(selection, store);

  const toggleMonth = useCallback(
    async (month: MonthState) => {
      if (month.status !== 'fulfilled' || month.cursor !== null) {
        store.expand(month.key);
        await store.ensureLoaded(month.key, month.count - 1);
      }
      selection.toggleGroup((store.month(month.key)?.photos ?? []).map((p) => p.imageId));
    },
    [selection, store],
  );

  const changeSort = (option: SortOption) => {
    storeSortOption(LIST, option);
    selection.stop();
    setSort(option);
    window.scrollTo(0, 0);
  };

  const loaded = store.loadedPhotos();
  const allSelected =
    loaded.length > 0 &&
    selected.ids.size >= loaded.length &&
    loaded.every((p) => selected.ids.has(p.imageId));
  const empty = store.status === 'ready' && store.months.length === 0;

  return (
    <Screen
      title={messages.title}
      className="photos-screen"
      actions={
        <>
          {printsOn && !selected.active ? (
            <Button variant="secondary" onClick={prints.start} disabled={empty || store.status !== 'ready'}>
              {intl.formatMessage(messages.orderPrints)}
            </Button>
          ) : null}
          {uploadOn ? (
            <Button onClick={() => setAddOpen(true)}>{intl.formatMessage(messages.addPhotos)}</Button>
          ) : null}
        </>
      }
    >
      <MyPhotosTabs />
      <StorageStatusNotice />
      <ImportNotice progress={importProgress} />
      <InfoBanner />
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
            ...(albumsOn
              ? [{ key: 'copyToAlbum' as const, onClick: () => setCopyIds([...selected.ids]) }]
              : []),
            { key: 'delete', onClick: () => setDeleteIds([...selected.ids]) },
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
          <SortDropdown value={sort} keys={sortKeysOf(LIST)} onChange={changeSort} />
          {downloadOn ? (
            <AppLink to={paths.downloads} className="photos-bar__downloads">
              {intl.formatMessage(messages.downloads)}
            </AppLink>
          ) : null}
          {exportOn ? (
            <Button
              variant="link"
              className="photos-bar__export"
              onClick={() => setExportOpen(true)}
              disabled={empty || store.status !== 'ready'}
            >
              {intl.formatMessage(messages.exportAll)}
            </Button>
          ) : null}
          <Button
            variant="link"
            className="photos-bar__delete-all"
            onClick={() => setDeleteAllOpen(true)}
            disabled={empty || store.status !== 'ready'}
          >
            {intl.formatMessage(messages.deleteAll)}
          </Button>
        </div>
      )}
      {store.status === 'loading' && store.months.length === 0 ? <Loader /> : null}
      {store.status === 'error' ? (
        <Banner kind="error">
          {intl.formatMessage(messages.loadError)}{' '}
          <Button variant="link" onClick={() => void store.load()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Banner>
      ) : null}
      {empty && importProgress === null ? <EmptyState title={intl.formatMessage(messages.empty)} /> : null}
      {store.status === 'ready' && !empty ? (
        <TimelineGrid
          store={store}
          version={version}
          selection={selected}
          onOpen={open}
          onToggle={toggle}
          onToggleMonth={toggleMonth}
          onVisibleMonths={saveVisibleSections}
        />
      ) : null}
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
      <DeletePhotosModal
        ids={deleteIds}
        onCancel={() => setDeleteIds(null)}
        onDelete={deletePhotos}
        onDeleted={() => {
          setDeleteIds(null);
          selection.stop();
        }}
      />
      <DeleteAllModal
        open={deleteAllOpen}
        onClose={() => setDeleteAllOpen(false)}
        onDeleted={() => {
          setDeleteAllOpen(false);
          selection.stop();
          store.clear();
        }}
      />
      <AddPhotosModal open={addOpen} onClose={() => setAddOpen(false)} />
      {downloads.modals}
      <ExportRequestModal
        open={exportOpen}
        onClose={() => setExportOpen(false)}
        onReady={(backupId) => navigate(generatePath(paths.photoExports, { backupId }))}
      />
    </Screen>
  );
}
