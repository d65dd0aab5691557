import { useSyncExternalStore } from 'react';
import { GRID_SIZE_STORAGE_KEY } from '#platform/boot/grid-constants';
import { readStored, writeStored } from '#platform/storage/local-storage';

/** The thumbnail sizes of the photo grid, smallest first; the middle one is the grid as it always was. */
export const GRID_SIZES = ['small', 'medium', 'large'] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export const DEFAULT_GRID_SIZE: GridSize = 'medium';

export { GRID_SIZE_STORAGE_KEY };

function isGridSize(value: unknown): value is GridSize {
  return GRID_SIZES.includes(value as GridSize);
}

/** The stored size, or the default when nothing valid is stored. */
export function readGridSize(stored: string | null = readStored(GRID_SIZE_STORAGE_KEY)): GridSize {
  return isGridSize(stored) ? stored : DEFAULT_GRID_SIZE;
}

/** The next size up (+1, bigger thumbnails) or down (-1), staying at the ends. */
export function stepGridSize(size: GridSize, step: 1 | -1): GridSize {
  const index = Math.min(GRID_SIZES.length - 1, Math.max(0, GRID_SIZES.indexOf(size) + step));
  return GRID_SIZES[index] as GridSize;
}

// One value for the page: the toolbar's control and every grid read and change it together.
let current: GridSize | null = null;
const listeners = new Set<() => void>();

export function getGridSize(): GridSize {
  current ??= readGridSize();
  return current;
}

/**
 * Changes the size, stores it and tells the subscribers at once, before React renders again: a grid takes its
 * scroll anchor (the photo at the top) in its listener, while the old layout is still on screen.
 */
export function setGridSize(size: GridSize): void {
  if (size === getGridSize()) return;
  current = size;
  writeStored(GRID_SIZE_STORAGE_KEY, size);
  for (const listener of [...listeners]) listener();
}

export function subscribeGridSize(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the value read (tests; another account signing in on the device keeps the device's size). */
export function resetGridSizeForTests(): void {
  current = null;
}

/** The grid size, read from storage before the first render (no layout shift), following every change. */
export function useGridSize(): GridSize {
  return useSyncExternalStore(subscribeGridSize, getGridSize, getGridSize);
}
