import { startTransition, useEffect, useState } from 'react';

/** A store that says when it changed (a timeline's or an album's). */
export interface VersionedStore {
  subscribe(listener: () => void): () => void;
  getVersion(): number;
  /** Its first screen has loaded: later changes are rendered at once (see `useStoreValue`). */
  firstScreenSettled(): boolean;
}

/**
 * What a screen reads of a store (`read`, a value compared with `Object.is`), re-rendered only when that changed.
 * Until the store's first screen has loaded (the counts, the first pages) its changes render as a transition: in
 * slices React can interrupt, rather than in one long synchronous task as `useSyncExternalStore` would, while
 * the page is still starting. Later changes (pages the user scrolled to) render at once, as before. A new store is
 * read at once (its first render shows its current state).
 */
export function useStoreValue<S extends VersionedStore, T>(store: S, read: (store: S) => T): T {
  const [seen, setSeen] = useState(() => ({ store, value: read(store) }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is a pure view of the store, often inline.
  useEffect(() => {
    let settled = store.firstScreenSettled();
    const set = () => {
      const value = read(store);
      setSeen((prev) => (prev.store === store && Object.is(prev.value, value) ? prev : { store, value }));
    };
    const update = () => {
      // The change that completes the first screen is still part of it.
      const wasSettled = settled;
      settled = store.firstScreenSettled();
      if (wasSettled) set();
      else startTransition(set);
    };
    // A change between the render and this effect is not missed.
    update();
    return store.subscribe(update);
  }, [store]);
  return seen.store === store ? seen.value : read(store);
}

const versionOf = (store: VersionedStore) => store.getVersion();

/** The store's version (a new value on every change), followed as `useStoreValue` says. */
export function useStoreVersion(store: VersionedStore): number {
  return useStoreValue(store, versionOf);
}
