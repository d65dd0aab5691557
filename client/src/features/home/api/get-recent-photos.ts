import useSWR from 'swr';
import { listPhotos, type Photo } from '#contracts/photos';
import { apiCall, callKey } from '#platform/api/api-request';

/** How many of the latest uploads the overview shows. */
export const RECENT_PHOTOS = 6;

const query = { limit: RECENT_PHOTOS, sortKey: 'uploaded', sortOrder: 'desc' } as const;

export const recentPhotosKey = callKey(listPhotos, { query });

/** GET /photos?limit=6&sortKey=uploaded&sortOrder=desc: the latest uploads. */
export async function fetchRecentPhotos(): Promise<Photo[]> {
  return (await apiCall(listPhotos, { query })).images;
}

export function useRecentPhotos() {
  return useSWR(recentPhotosKey, fetchRecentPhotos);
}
