import useSWR from 'swr';
import { createSharedAlbumDownload } from '#contracts/albums';
import { createDownload, type DownloadArchive, getDownloadUrl, listDownloads } from '#contracts/downloads';
import type { Photo } from '#contracts/photos';
import { apiCall, callKey } from '#platform/api/api-request';
import { saveBlob } from '#platform/files/save-file';

/** POST /downloads: queues the zip of 2-100 photos; its progress arrives over push. */
export async function requestDownload(photoIds: readonly string[]): Promise<DownloadArchive> {
  const archive = await apiCall(createDownload, { body: { photoIds: [...photoIds] } });
  requestedHere.add(archive.id);
  return archive;
}

/** POST /shared-album-downloads: the zip of photos of a shared album, each named with the user it belongs to. */
export async function requestSharedAlbumDownload(
  albumId: string,
  photos: readonly { photoId: string; ownerId: string }[],
): Promise<DownloadArchive> {
  const archive = await apiCall(createSharedAlbumDownload, { body: { albumId, photos: [...photos] } });
  requestedHere.add(archive.id);
  return archive;
}

/**
 * Archives asked for in this tab: only these are saved by themselves when they are ready (another tab or device
 * that asked for one saves it there; here its toast and the downloads page tell about it).
 */
const requestedHere = new Set<string>();
export function wasRequestedHere(downloadId: string): boolean {
  return requestedHere.has(downloadId);
}

export const downloadsKey = callKey(listDownloads);
export const fetchDownloads = async () => (await apiCall(listDownloads)).items;
export function useDownloads() {
  return useSWR(downloadsKey, fetchDownloads);
}

/** GET /downloads/{id}/url: a fresh signed link, asked for only when the archive is to be saved. */
export async function fetchDownloadUrl(downloadId: string): Promise<string> {
  return (await apiCall(getDownloadUrl, { params: { downloadId } })).url;
}

/** The saved name of an archive: `{downloadId}.zip`. */
export const archiveFileName = (downloadId: string) => `${downloadId}.zip`;

export class DownloadFailedError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'the photo could not be fetched' : `the photo answered ${status}`);
    this.name = 'DownloadFailedError';
  }
}

/** Fetches one photo's original file and saves it under its own file name. */
export async function downloadOriginal(
  photo: Pick<Photo, 'untouchedUrl' | 'localFileName'>,
  options: { signal?: AbortSignal; fetchImpl?: typeof fetch; save?: typeof saveBlob } = {},
): Promise<void> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(photo.untouchedUrl, { signal: options.signal, credentials: 'omit' });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new DownloadFailedError(null);
  }
  if (!response.ok) throw new DownloadFailedError(response.status);
  const blob = await response.blob();
  (options.save ?? saveBlob)(blob, photo.localFileName || 'photo.jpg');
}
