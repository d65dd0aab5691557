import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Photo } from '#contracts/photos';
import { useStoreVersion } from '#features/photo-library/common/use-store-version';
import { TimelineGrid } from '#features/photo-library/grid/TimelineGrid';
import { firstRowShown, rememberedGridWidth, rememberGridFirstRow } from '#platform/photo-library/boot';
import type { SelectionSnapshot } from '#platform/photo-library/selection';
import type { MonthState, TimelineLanding, TimelineStore } from '#platform/photo-library/timeline';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';

const messages = defineMessages({
  loadError: { id: 'photos.timeline.pageError', defaultMessage: 'Error: Your photos could not be loaded' },
  retry: { id: 'photos.timeline.pageRetry', defaultMessage: 'Try again' },
});

/** The store's phase: loading, failed, ready (with photos) or empty. */
export function phaseOf(store: TimelineStore): 'loading' | 'error' | 'ready' | 'empty' {
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
  /** Where go to a date landed: scrolled to the top once. */
  landing: TimelineLanding | null;
  /** The months on screen once scrolling settles (the top one goes into the address). */
  onVisibleMonths(keys: string[], top: string | undefined): void;
  emptyState: ReactNode;
}

/** The loader, the load error, the empty library or the grid: re-rendered (as a transition) as pages land. */
export function TimelineSection({
  store,
  selected,
  onOpen,
  onToggle,
  onToggleMonth,
  revealPhotoId,
  landing,
  onVisibleMonths,
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
          onVisibleMonths={onVisibleMonths}
          onLayout={rememberGridFirstRow}
          rememberedWidth={rememberedGridWidth}
          onFirstRow={firstRowShown}
          revealPhotoId={revealPhotoId}
          landing={landing}
        />
      ) : null}
    </>
  );
}
