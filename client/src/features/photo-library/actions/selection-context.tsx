import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Photo } from '#contracts/photos';
import { useStoreVersion } from '#features/photo-library/common/use-store-version';
import type { Selection, SelectionSnapshot } from '#platform/photo-library/selection';
import { countSelected, type PageOf, selectedIds } from '#platform/photo-library/selection';
import type { TimelineStore } from '#platform/photo-library/timeline';
import { type PrintSelection, usePrintSelection } from './use-print-selection';

/** What every selection action of a photo list reads: the list's one selection model and its photos. */
export interface PhotoSelection {
  /** The list's selection model (start, stop, toggle, setAll …). */
  selection: Selection;
  /** Its current state: selecting or not, what is selected (everything, months, photos). */
  selected: SelectionSnapshot;
  /** How many photos are selected, from the month counts ('1,000,000 selected' at once after Select all). */
  count: number;
  /** The selected ids (paged through the list as needed); at most `limit` + 1, so a caller can tell 'too many'. */
  resolveIds(limit: number): Promise<string[]>;
  /** The selected photos as the service describes them (pixel sizes and all), like `resolveIds`. */
  resolvePhotos(limit: number): Promise<Photo[]>;
  /** The list's photos as loaded (what Select all selects, where a selected photo is found). */
  store: TimelineStore;
  /** Choosing photos for prints on top of the same selection. */
  prints: PrintSelection;
  /** Where the actions' buttons go: the selection toolbar's action row while it is shown, otherwise null. */
  slot: HTMLElement | null;
  setSlot(slot: HTMLElement | null): void;
}

const PhotoSelectionContext = createContext<PhotoSelection | null>(null);

/**
 * The selection context of one photo list (the screen owns the model, `useSelection()`). The toolbar and every
 * action inside read it with `usePhotoSelection()`.
 */
export function PhotoSelectionProvider({
  selection,
  selected,
  store,
  children,
}: {
  selection: Selection;
  selected: SelectionSnapshot;
  store: TimelineStore;
  children: ReactNode;
}) {
  const prints = usePrintSelection(selection, selected.active);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // The counts change as months load (a month's true size) and photos are deleted.
  const version = useStoreVersion(store);
  const count = useMemo(
    () => (version >= 0 ? countSelected(selected.value, store) : 0),
    [selected, store, version],
  );
  const resolveIds = useCallback(
    (limit: number) => selectedIds(selected.value, store, store.pageOf, limit),
    [selected, store],
  );
  const resolvePhotos = useCallback(
    async (limit: number) => {
      // The photos of the pages read on the way; a photo marked one by one is a loaded one.
      const read = new Map<string, Photo>();
      const pageOf: PageOf = async (month, cursor) => {
        const page = await store.pageOf(month, cursor);
        for (const photo of page.images) read.set(photo.imageId, photo);
        return page;
      };
      const ids = await selectedIds(selected.value, store, pageOf, limit);
      return ids.flatMap((id) => {
        const at = store.locate(id);
        const photo = read.get(id) ?? at?.month.photos.at(at.index);
        return photo ? [photo] : [];
      });
    },
    [selected, store],
  );
  const value = useMemo(
    () => ({ selection, selected, count, resolveIds, resolvePhotos, store, prints, slot, setSlot }),
    [selection, selected, count, resolveIds, resolvePhotos, store, prints, slot],
  );
  return <PhotoSelectionContext.Provider value={value}>{children}</PhotoSelectionContext.Provider>;
}

export function usePhotoSelection(): PhotoSelection {
  const value = useContext(PhotoSelectionContext);
  if (!value) throw new Error('usePhotoSelection outside a PhotoSelectionProvider');
  return value;
}

/** The list's selection, or null where a grid is shown without one (the grid's own drag-select reads it). */
export function useOptionalPhotoSelection(): PhotoSelection | null {
  return useContext(PhotoSelectionContext);
}
