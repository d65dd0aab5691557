/** The selection of photos in a list: months, ranges and single photos, resolved into ids (public entry). */
export { Selection, type SelectionSnapshot } from './selection';
export {
  countSelected,
  type PageOf,
  type SelectionScope,
  type SelectionValue,
  selectedIds,
  selectedPages,
} from './selection-model';
export type { ListPlace, PlaceRange, SweepMode } from './selection-sweep';
export { placesBetween } from './selection-sweep';
