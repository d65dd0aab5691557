import { startTransition, useEffect, useState } from 'react';

/** A store that says when it changed (a timeline's or an album's). */
export interface VersionedStore {
  subscribe(listener: () => void): () => void;
  getVersion(): number;
}

/**
 * What a screen reads of a store (`read`, a value compared with `Object.is`), following the store's changes as a
 * transition: the screen re-renders when pages of photos land in slices React can interrupt (a tap, a scroll, a
 * key go first), rather than in one long synchronous task as `useSyncExternalStore` would, and only when what it
 * reads changed. A new store is read at once (its first render shows its current state).
 */
export function useStoreValue<S extends VersionedStore, T>(store: S, read: (store: S) => T): T {
  const [seen, setSeen] = useState(() => ({ store, value: read(store) }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is a pure view of the store, often inline.
  useEffect(() => {
    const update = () =>
      startTransition(() => {
        const value = read(store);
        setSeen((prev) => (prev.store === store && Object.is(prev.value, value) ? prev : { store, value }));
      });
    // A change between the render and this effect is not missed.
    update();
    return store.subscribe(update);
  }, [store]);
  return seen.store === store ? seen.value : read(store);
}

const versionOf = (store: VersionedStore) => store.getVersion();

/** The store's version (a new value on every change), followed as a transition (see `useStoreValue`). */
export function useStoreVersion(store: VersionedStore): number {
  return useStoreValue(store, versionOf);
}
