import { useEffect, useState } from 'react';
import { findPhoto } from '#platform/photo-library/preview';
import type { TimelineStore } from '#platform/photo-library/timeline';

/**
 * The preview's data loading: true once the photo of the route is loaded in the store or known not to be there
 * (then the preview goes back to the list). Opened from the list this is true at once; opened by a link it loads
 * what `findPhoto` needs.
 */
export function useFindPhoto(store: TimelineStore, id: string, monthHint?: string): boolean {
  const [searched, setSearched] = useState(() => store.locate(id) !== undefined);
  useEffect(() => {
    if (searched) return;
    let cancelled = false;
    void findPhoto(store, id, monthHint)
      .catch(() => false)
      .then(() => {
        if (!cancelled) setSearched(true);
      });
    return () => {
      cancelled = true;
    };
  }, [store, id, monthHint, searched]);
  return searched;
}
