import { z } from 'zod';
import { lazySchema } from '#contracts/lazy-schema';
import { DEFAULT_SORT, SORT_KEYS, SortKey, SortOrder } from '#contracts/photos';
import { readStored, writeStored } from '#platform/storage/local-storage';

/** The lists that remember their own order. */
export type SortListKind = 'photos' | 'albumPhotos' | 'sharedAlbumPhotos';

export const SortOption = lazySchema(() => z.object({ sortKey: SortKey, sortOrder: SortOrder }));
export type SortOption = z.infer<typeof SortOption>;

const STORAGE_KEY = 'photoSortOptions';
const StoredOptions = lazySchema(() => z.record(z.string(), z.unknown()));

/** Keys each list offers: album and shared-album photos sort by created and dateTaken only. */
export function sortKeysOf(kind: SortListKind): readonly SortKey[] {
  return kind === 'photos' ? SORT_KEYS : ['created', 'dateTaken'];
}

/** Defaults: the photos newest taken first; album and shared-album photos newest added (created) first. */
export function defaultSortOf(kind: SortListKind): SortOption {
  return kind === 'photos' ? DEFAULT_SORT : { sortKey: 'created', sortOrder: 'desc' };
}

/** The stored order of a list, or its default when nothing valid is stored. */
export function readSortOption(
  kind: SortListKind,
  stored: string | null = readStored(STORAGE_KEY),
): SortOption {
  try {
    const all = StoredOptions.parse(JSON.parse(stored ?? '{}'));
    const option = SortOption.parse(all[kind]);
    return sortKeysOf(kind).includes(option.sortKey) ? option : defaultSortOf(kind);
  } catch {
    return defaultSortOf(kind);
  }
}

export function storeSortOption(kind: SortListKind, option: SortOption): void {
  let all: Record<string, unknown> = {};
  try {
    all = StoredOptions.parse(JSON.parse(readStored(STORAGE_KEY) ?? '{}'));
  } catch {
    // An unparsable value is replaced.
  }
  writeStored(STORAGE_KEY, JSON.stringify({ ...all, [kind]: option }));
}
