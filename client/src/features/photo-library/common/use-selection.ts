import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Photo } from '#contracts/photos';
import type { SelectionScope } from '#platform/photo-library/selection';
import { Selection, type SelectionSnapshot } from '#platform/photo-library/selection';

/** A selection owned by the calling screen, and its current state. */
export function useSelection(): [Selection, SelectionSnapshot] {
  const [selection] = useState(() => new Selection());
  const snapshot = useSyncExternalStore(selection.subscribe, selection.getSnapshot);
  return [selection, snapshot];
}

/** The list a grid shows (a TimelineStore): its months in order, and where a photo is. */
export interface SelectableList extends SelectionScope {
  locate(id: string): { month: { key: string }; index: number } | undefined;
}

/**
 * A photo tapped or clicked in selection mode: it is toggled, or with shift held (`range`) the photos between the
 * last clicked one and it, in list order (whole months between them included), take its new state.
 */
export function usePhotoToggle(
  selection: Selection,
  list: SelectableList,
): (photo: Photo, range: boolean) => void {
  return useCallback(
    (photo: Photo, range: boolean) => {
      const at = list.locate(photo.imageId);
      const month = at?.month.key ?? null;
      if (range) selection.selectRange(photo.imageId, list, month);
      else selection.toggle(photo.imageId, month, at?.index);
    },
    [selection, list],
  );
}
