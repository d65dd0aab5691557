/** The timeline: months or an album as sections and their pages, sort, grid size, scroll (public entry). */
export {
  GRID_SIZES,
  type GridSize,
  getGridSize,
  setGridSize,
  stepGridSize,
  subscribeGridSize,
  useGridSize,
} from './grid-size';
export { monthKeyOfPhoto, monthLabel } from './month-key';
export { openTimeline, prefetchTimeline, TIMELINE_LIST } from './prefetch-timeline';
export {
  hasScrollPosition,
  saveScrollPosition,
  saveVisibleSections,
  takeScrollPosition,
} from './scroll-position';
export { readSortOption, type SortOption, sortKeysOf, storeSortOption } from './sort-options';
export {
  currentTimelineStore,
  libraryGeneration,
  type MonthState,
  refreshTimelines,
  subscribeLibraryGeneration,
  TimelineStore,
  timelineStoreFor,
} from './timeline-store';
