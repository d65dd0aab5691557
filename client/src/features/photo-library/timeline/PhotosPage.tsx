import { Ellipsis } from 'lucide-react';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import type { Photo } from '#contracts/photos';
import { paths } from '#contracts/routes';
import { CopyToAlbumAction } from '#features/photo-library/actions/CopyToAlbumAction';
import { DeleteAction } from '#features/photo-library/actions/DeleteAction';
import { DeleteAllAction } from '#features/photo-library/actions/DeleteAllAction';
import { DownloadAction } from '#features/photo-library/actions/DownloadAction';
import { ExportAction } from '#features/photo-library/actions/ExportAction';
import { OrderPrintsAction, StartPrintsButton } from '#features/photo-library/actions/OrderPrintsAction';
import { SelectionBar } from '#features/photo-library/actions/SelectionToolbar';
import { PhotoSelectionProvider } from '#features/photo-library/actions/selection-context';
import { MyPhotosTabs } from '#features/photo-library/common/MyPhotosTabs';
import { StorageStatusNotice } from '#features/photo-library/common/StorageStatusNotice';
import { usePhotoToggle, useSelection } from '#features/photo-library/common/use-selection';
import { useStoreValue, useStoreVersion } from '#features/photo-library/common/use-store-version';
import { GridSizeControl } from '#features/photo-library/grid/GridSizeControl';
import { SortDropdown } from '#features/photo-library/grid/SortDropdown';
import { TimelineGrid } from '#features/photo-library/grid/TimelineGrid';
import { useLibraryImport } from '#features/photo-library/timeline/use-library-import';
import { AddPhotosButton, AddPhotosModal } from '#features/photo-library/upload/AddPhotosModal';
import { PageDropTarget } from '#features/photo-library/upload/PageDropTarget';
import { useAuth } from '#platform/auth/AuthProvider';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import {
  dropBootFirstRow,
  firstRowShown,
  rememberedGridWidth,
  rememberGridFirstRow,
} from '#platform/photo-library/boot';
import type { SelectionSnapshot } from '#platform/photo-library/selection';
import {
  libraryGeneration,
  type MonthState,
  openTimeline,
  readSortOption,
  type SortOption,
  saveScrollPosition,
  saveVisibleSections,
  sortKeysOf,
  storeSortOption,
  subscribeLibraryGeneration,
  TIMELINE_LIST,
  type TimelineStore,
  takeRevealedPhoto,
  takeScrollPosition,
  timelineStoreFor,
} from '#platform/photo-library/timeline';
import { AppLink } from '#platform/query/AppLink';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { MenuButton } from '#ui/MenuButton';
import { Screen } from '#ui/Screen';
import { ImportNotice } from './ImportNotice';
import { InfoBanner } from './InfoBanner';
import './photos.scss';

const messages = defineMessages({
  title: { id: 'photos.timeline.title', defaultMessage: 'My photos' },
  addPhotos: { id: 'photos.header.addPhotos', defaultMessage: 'Add photos' },
  select: { id: 'photos.bar.select', defaultMessage: 'Select' },
  orderPrints: { id: 'photos.bar.orderPrints', defaultMessage: 'Order photo prints' },
  downloads: { id: 'photos.bar.downloads', defaultMessage: 'Your downloads' },
  more: { id: 'photos.bar.more', defaultMessage: 'More actions' },
  empty: { id: 'photos.timeline.empty', defaultMessage: 'Your photo library is empty' },
  emptyInvite: {
    id: 'photos.timeline.emptyInvite',
    defaultMessage:
      'Add photos from this device or your phone: we keep them safe here for your photo books and prints.',
  },
  loadError: { id: 'photos.timeline.pageError', defaultMessage: 'Error: Your photos could not be loaded' },
  retry: { id: 'photos.timeline.pageRetry', defaultMessage: 'Try again' },
});

const LIST = TIMELINE_LIST;

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
  // The screen around the grid follows the store's phase only; the grid below follows every page that lands.
  const phase = useStoreValue(store, phaseOf);
  const [selection, selected] = useSelection();
  const [addOpen, setAddOpen] = useState(false);
  // Back from a preview opened by a link: the photo it closed on is brought into view.
  const [reveal] = useState(() => takeRevealedPhoto(LIST));
  const { progress: importProgress, gaveUp: importGaveUp } = useLibraryImport();
  const uploadOn = useFeatureFlag('PhotoManagementUploadViewEnabled');
  const downloadOn = useFeatureFlag('PhotoManagementDownloadViewEnabled');

  useEffect(() => {
    void openTimeline(owner, store);
  }, [owner, store]);

  // The boot script's painted first row (decision 392) stands only for the grid: not for an error or an empty
  // library, and not once the page is gone.
  useEffect(() => {
    if (phase === 'error' || phase === 'empty') dropBootFirstRow();
  }, [phase]);
  useEffect(() => dropBootFirstRow, []);

  // Back from the preview: exactly where the photo was opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new store (another order) is a new list shown.
  useLayoutEffect(() => {
    if (phase !== 'ready') return;
    const at = takeScrollPosition(LIST);
    if (at) {
      window.scrollTo(at[0], at[1]);
      requestAnimationFrame(() => window.scrollTo(at[0], at[1]));
    }
  }, [store, phase]);

  const open = useCallback(
    (photo: Photo) => {
      saveScrollPosition(LIST);
      // The month goes with the link, so a reload or a shared link opens the photo wherever it is.
      const month = store.locate(photo.imageId)?.month.key;
      const path = generatePath(paths.photoPreview, { id: photo.imageId });
      navigate(month ? `${path}?${new URLSearchParams({ month })}` : path);
    },
    [navigate, store],
  );

  const toggle = usePhotoToggle(selection, store);

  // A month's button selects all of it at once, loaded or not (the selection keeps the month, not its ids).
  const toggleMonth = useCallback(
    async (month: MonthState) => selection.toggleMonth(month.key, month.count),
    [selection],
  );

  const changeSort = (option: SortOption) => {
    storeSortOption(LIST, option);
    selection.stop();
    setSort(option);
    window.scrollTo(0, 0);
  };

  const empty = phase === 'empty';
  const idle = phase !== 'ready';

  return (
    <PhotoSelectionProvider selection={selection} selected={selected} store={store}>
      <Screen
        title={messages.title}
        className="photos-screen"
        actions={
          <>
            <StartPrintsButton label={intl.formatMessage(messages.orderPrints)} disabled={idle} />
            {uploadOn ? (
              <AddPhotosButton onClick={() => setAddOpen(true)}>
                {intl.formatMessage(messages.addPhotos)}
              </AddPhotosButton>
            ) : null}
          </>
        }
      >
        <MyPhotosTabs />
        <StorageStatusNotice />
        <ImportNotice progress={importProgress} gaveUp={importGaveUp} />
        <InfoBanner />
        <SelectionBar
          idle={
            <div className="photos-bar">
              <Button variant="secondary" onClick={() => selection.start()} disabled={idle}>
                {intl.formatMessage(messages.select)}
              </Button>
              <SortDropdown value={sort} keys={sortKeysOf(LIST)} onChange={changeSort} />
              <GridSizeControl />
              <div className="photos-bar__more">
                {downloadOn ? (
                  <AppLink to={paths.downloads} className="photos-bar__downloads">
                    {intl.formatMessage(messages.downloads)}
                  </AppLink>
                ) : null}
                <MenuButton
                  label={intl.formatMessage(messages.more)}
                  icon={<Ellipsis size={18} aria-hidden="true" />}
                >
                  <ExportAction disabled={idle} />
                  <DeleteAllAction disabled={idle} onDeleted={() => store.clear()} />
                </MenuButton>
              </div>
            </div>
          }
        />
        <TimelineSection
          store={store}
          selected={selected}
          onOpen={open}
          onToggle={toggle}
          onToggleMonth={toggleMonth}
          revealPhotoId={reveal}
          emptyState={
            empty && importProgress === null ? (
              <EmptyState title={intl.formatMessage(messages.empty)}>
                {uploadOn ? (
                  <>
                    <p>{intl.formatMessage(messages.emptyInvite)}</p>
                    <AddPhotosButton onClick={() => setAddOpen(true)}>
                      {intl.formatMessage(messages.addPhotos)}
                    </AddPhotosButton>
                  </>
                ) : null}
              </EmptyState>
            ) : null
          }
        />
        <DownloadAction />
        <CopyToAlbumAction />
        <DeleteAction />
        <OrderPrintsAction />
        <AddPhotosModal open={addOpen} onClose={() => setAddOpen(false)} />
        <PageDropTarget />
      </Screen>
    </PhotoSelectionProvider>
  );
}

/** The store's phase: loading, failed, ready (with photos) or empty. */
function phaseOf(store: TimelineStore): 'loading' | 'error' | 'ready' | 'empty' {
  return store.status === 'ready' && store.months.length === 0 ? 'empty' : store.status;
}

interface TimelineSectionProps {
  store: TimelineStore;
  selected: SelectionSnapshot;
  onOpen(photo: Photo): void;
  onToggle(photo: Photo, range: boolean): void;
  onToggleMonth(month: MonthState): Promise<void>;
  /** The photo to bring into view (back from a preview opened by a link). */
  revealPhotoId: string | null;
  emptyState: ReactNode;
}

/** The loader, the load error, the empty library or the grid: re-rendered (as a transition) as pages land. */
function TimelineSection({
  store,
  selected,
  onOpen,
  onToggle,
  onToggleMonth,
  revealPhotoId,
  emptyState,
}: TimelineSectionProps) {
  const intl = useIntl();
  const version = useStoreVersion(store);
  return (
    <>
      {store.status === 'loading' && store.months.length === 0 ? <Loader /> : null}
      {store.status === 'error' ? (
        <Banner kind="error">
          {intl.formatMessage(messages.loadError)}{' '}
          <Button variant="link" onClick={() => void store.load()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Banner>
      ) : null}
      {emptyState}
      {phaseOf(store) === 'ready' ? (
        <TimelineGrid
          store={store}
          version={version}
          selection={selected}
          onOpen={onOpen}
          onToggle={onToggle}
          onToggleMonth={onToggleMonth}
          onVisibleMonths={saveVisibleSections}
          onLayout={rememberGridFirstRow}
          rememberedWidth={rememberedGridWidth}
          onFirstRow={firstRowShown}
          revealPhotoId={revealPhotoId}
        />
      ) : null}
    </>
  );
}
