import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Album } from '#contracts/albums';
import { copyIntoAlbum, copyIntoNewAlbum, refreshAlbums } from '#platform/photo-library/albums';
import type { UploadQueueSnapshot } from '#platform/photo-library/upload';

/** How files came: 'Choose photos' or 'Choose a folder', 'Upload a folder as an album', or dropped. */
export type ChosenHow = 'chosen' | 'album' | 'dropped';

/**
 * Which folder an upload makes an album of: one chosen through 'Upload a folder as an album', or a single folder
 * dropped (on the page or the dialog) that the customer ticked to upload as an album. `offered` is the dropped
 * folder while no album folder was chosen; `name` is null when no album is to be made.
 */
export function useAlbumFolder(allowed: boolean) {
  const [picked, setPicked] = useState<string | null>(null);
  const [dropped, setDropped] = useState<string | null>(null);
  const [ticked, setTicked] = useState(false);
  return {
    name: picked ?? (ticked ? dropped : null),
    offered: allowed && picked === null ? dropped : null,
    ticked,
    setTicked,
    take(folder: string | null, how: ChosenHow) {
      if (!allowed || folder === null) return;
      if (how === 'album') setPicked(folder);
      if (how === 'dropped') setDropped(folder);
    },
    reset() {
      setPicked(null);
      setDropped(null);
      setTicked(false);
    },
  };
}

export type FolderAlbumState =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'created'; album: Album; count: number }
  | { status: 'failed' };

/** The photos an upload brought into the library: added, and those it already held (duplicates). */
export const arrivedPhotoIds = (snapshot: UploadQueueSnapshot): string[] =>
  snapshot.items.flatMap((item) =>
    (item.status === 'added' || item.status === 'duplicate') && item.photoId ? [item.photoId] : [],
  );

/**
 * 'Upload a folder as an album': once the upload finishes, an album named after the folder is made of what
 * arrived, duplicates included; what a retry of the failed files brings later is added to the same album, and a
 * failed call is tried again (into the album when it was made) by `retry`.
 */
export function useFolderAlbum(
  name: string | null,
  snapshot: UploadQueueSnapshot,
): { state: FolderAlbumState; retry(): void } {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<FolderAlbumState>({ status: 'idle' });
  const album = useRef<Album | null>(null);
  const inAlbum = useRef(new Set<string>());
  const busy = useRef(false);

  const copy = useCallback(async () => {
    if (name === null || busy.current) return;
    const ids = arrivedPhotoIds(snapshot).filter((id) => !inAlbum.current.has(id));
    if (ids.length === 0) return;
    busy.current = true;
    setState({ status: 'creating' });
    try {
      if (album.current) await copyIntoAlbum(album.current.albumId, ids);
      else
        await copyIntoNewAlbum(name, ids, (made) => {
          album.current = made;
        });
      for (const id of ids) inAlbum.current.add(id);
      if (album.current) setState({ status: 'created', album: album.current, count: inAlbum.current.size });
      void refreshAlbums(mutate);
    } catch {
      setState({ status: 'failed' });
    } finally {
      busy.current = false;
    }
  }, [name, snapshot, mutate]);

  useEffect(() => {
    if (snapshot.finished) void copy();
  }, [snapshot.finished, copy]);

  // a new upload session (after 'Upload more photos') is a new album
  useEffect(() => {
    if (name !== null) return;
    album.current = null;
    inAlbum.current = new Set();
    setState({ status: 'idle' });
  }, [name]);

  return { state, retry: () => void copy() };
}
