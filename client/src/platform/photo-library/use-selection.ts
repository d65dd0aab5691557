import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Photo } from '#contracts/photos';
import { Selection, type SelectionSnapshot } from './selection';

/** A selection owned by the calling screen, and its current state. */
export function useSelection(): [Selection, SelectionSnapshot] {
  const [selection] = useState(() => new Selection());
  const snapshot = useSyncExternalStore(selection.subscribe, selection.getSnapshot);
  return [selection, snapshot];
}

/**
 * A photo tapped or clicked in selection mode: it is toggled, or with shift held (`range`) the photos between the
 * last clicked one and it, in the order the grid has loaded them, take its new state.
 */
export function usePhotoToggle(
  selection: Selection,
  grid: { loadedPhotos(): readonly Photo[] },
): (photo: Photo, range: boolean) => void {
  return useCallback(
    (photo: Photo, range: boolean) => {
      if (range)
        selection.selectRange(
          photo.imageId,
          grid.loadedPhotos().map((p) => p.imageId),
        );
      else selection.toggle(photo.imageId);
    },
    [selection, grid],
  );
}
