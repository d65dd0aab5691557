/** The timeline: months or an album as sections and their pages, sort, grid size, scroll (public entry). */

export {
  type DateTarget,
  daysInMonth,
  findLanding,
  formatDateParam,
  parseDateParam,
  type TimelineLanding,
  yearsOf,
} from './go-to-date';
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
export type { MonthState } from './month-state';
export { openTimeline, prefetchTimeline, TIMELINE_LIST } from './prefetch-timeline';
export {
  forgetRevealedPhoto,
  hasScrollPosition,
  peekRevealedPhoto,
  saveRevealedPhoto,
  saveScrollPosition,
  saveVisibleSections,
  takeScrollPosition,
} from './scroll-position';
export { readSortOption, type SortOption, sortKeysOf, storeSortOption } from './sort-options';
export { TimelineStore } from './timeline-store';
export {
  currentTimelineStore,
  libraryGeneration,
  refreshTimelines,
  subscribeLibraryGeneration,
  timelineStoreFor,
} from './timeline-stores';
