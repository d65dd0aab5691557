import { useCallback, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { CopyToAlbumAction } from '#features/photo-library/actions/CopyToAlbumAction';
import { DeleteAction } from '#features/photo-library/actions/DeleteAction';
import { DownloadAction } from '#features/photo-library/actions/DownloadAction';
import { OrderPrintsAction, StartPrintsButton } from '#features/photo-library/actions/OrderPrintsAction';
import { SelectionBar } from '#features/photo-library/actions/SelectionToolbar';
import { PhotoSelectionProvider } from '#features/photo-library/actions/selection-context';
import { MyPhotosTabs } from '#features/photo-library/common/MyPhotosTabs';
import { StorageStatusNotice } from '#features/photo-library/common/StorageStatusNotice';
import { usePhotoToggle, useSelection } from '#features/photo-library/common/use-selection';
import { PhotoShortcuts } from '#features/photo-library/grid/PhotoShortcuts';
import { useLibraryImport } from '#features/photo-library/timeline/use-library-import';
import { AddPhotosButton, AddPhotosModal } from '#features/photo-library/upload/AddPhotosModal';
import { PageDropTarget } from '#features/photo-library/upload/PageDropTarget';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import {
  type MonthState,
  type SortOption,
  storeSortOption,
  TIMELINE_LIST,
  yearsOf,
} from '#platform/photo-library/timeline';
import { EmptyState } from '#ui/EmptyState';
import { Screen } from '#ui/Screen';
import { GoToDateDialog } from './GoToDateDialog';
import { ImportNotice } from './ImportNotice';
import { InfoBanner } from './InfoBanner';
import { PhotosBar } from './PhotosBar';
import { TimelineSection } from './TimelineSection';
import { useGoToDate } from './use-go-to-date';
import { usePhotosTimeline } from './use-photos-timeline';
import './photos.scss';

const messages = defineMessages({
  title: { id: 'photos.timeline.title', defaultMessage: 'My photos' },
  addPhotos: { id: 'photos.header.addPhotos', defaultMessage: 'Add photos' },
  orderPrints: { id: 'photos.bar.orderPrints', defaultMessage: 'Order photo prints' },
  empty: { id: 'photos.timeline.empty', defaultMessage: 'Your photo library is empty' },
  emptyInvite: {
    id: 'photos.timeline.emptyInvite',
    defaultMessage:
      'Add photos from this device or your phone: we keep them safe here for your photo books and prints.',
  },
});

/**
 * /my-photos/photos: the timeline of the whole library, with sort, selection, download, copy to album, delete,
 * delete-all and order prints.
 */
export function PhotosPage() {
  const intl = useIntl();
  const { store, phase, sort, setSort, reveal, open } = usePhotosTimeline();
  const [selection, selected] = useSelection();
  const [addOpen, setAddOpen] = useState(false);
  const { progress: importProgress, gaveUp: importGaveUp } = useLibraryImport();
  const uploadOn = useFeatureFlag('PhotoManagementUploadViewEnabled');
  const [dateOpen, setDateOpen] = useState(false);
  const goToDate = useGoToDate(store, phase === 'ready', reveal !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store's months are read once it is ready.
  const years = useMemo(() => yearsOf(store.months), [store, phase]);

  const toggle = usePhotoToggle(selection, store);

  // A month's button selects all of it at once, loaded or not (the selection keeps the month, not its ids).
  const toggleMonth = useCallback(
    async (month: MonthState) => selection.toggleMonth(month.key, month.count),
    [selection],
  );

  const changeSort = (option: SortOption) => {
    storeSortOption(TIMELINE_LIST, option);
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
            <PhotosBar
              idle={idle}
              sort={sort}
              onSort={changeSort}
              onSelect={() => selection.start()}
              onDeletedAll={() => store.clear()}
              onGoToDate={() => setDateOpen(true)}
            />
          }
        />
        <TimelineSection
          store={store}
          selected={selected}
          onOpen={open}
          onToggle={toggle}
          onToggleMonth={toggleMonth}
          revealPhotoId={reveal}
          landing={goToDate.landing}
          onVisibleMonths={goToDate.onVisibleMonths}
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
        <PhotoShortcuts enabled={!idle} onGoToDate={() => setDateOpen(true)} />
        <GoToDateDialog
          open={dateOpen}
          years={years}
          initial={goToDate.place()}
          addedDates={sort.sortKey !== 'dateTaken'}
          onGo={(target) => {
            setDateOpen(false);
            void goToDate.goTo(target);
          }}
          onClose={() => setDateOpen(false)}
        />
        <AddPhotosModal open={addOpen} onClose={() => setAddOpen(false)} />
        <PageDropTarget />
      </Screen>
    </PhotoSelectionProvider>
  );
}
