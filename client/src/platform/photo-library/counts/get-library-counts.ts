import useSWR from 'swr';
import { getLibraryCounts, type LibraryCounts } from '#contracts/photos';
import { apiCall, callKey } from '#platform/api/api-request';

/** GET /api/photo-management/users: photo and album counts for the My photos tabs. */
export const libraryCountsKey = callKey(getLibraryCounts);

/** Negative counts from upstream are logged and shown as 0. */
export function clampCounts(
  counts: LibraryCounts,
  log: (message: string) => void = console.warn,
): LibraryCounts {
  const clamp = (name: keyof LibraryCounts) => {
    const value = counts[name];
    if (value >= 0) return value;
    log(`negative ${name} from GET /users: ${value}`);
    return 0;
  };
  return { photosCount: clamp('photosCount'), albumsCount: clamp('albumsCount') };
}

export async function fetchLibraryCounts(): Promise<LibraryCounts> {
  return clampCounts(await apiCall(getLibraryCounts));
}

export function useLibraryCounts() {
  return useSWR(libraryCountsKey, fetchLibraryCounts);
}
