import { useState, useSyncExternalStore } from 'react';
import { Selection, type SelectionSnapshot } from './selection';

/** A selection owned by the calling screen, and its current state. */
export function useSelection(): [Selection, SelectionSnapshot] {
  const [selection] = useState(() => new Selection());
  const snapshot = useSyncExternalStore(selection.subscribe, selection.getSnapshot);
  return [selection, snapshot];
}
