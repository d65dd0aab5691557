import { type ReactNode, useState } from 'react';
import type { DownloadArchive } from '#contracts/downloads';
import type { Photo } from '#contracts/photos';
import type { Selection } from '#platform/photo-library/selection';
import { DownloadPhotoModal } from './DownloadPhotoModal';
import { DownloadPhotosModal } from './DownloadPhotosModal';

interface DownloadSelectionOptions {
  selection: Selection;
  /** The photos the list has loaded (the one selected photo is found among them). */
  loaded: () => readonly Photo[];
  /** How a zip is asked for (default POST /downloads; a shared album's go their own way). */
  request?: (ids: readonly string[]) => Promise<DownloadArchive>;
}

/**
 * A list's Download action: one selected photo opens the single download modal, 2 to 100 the multiple one; either
 * way selection mode ends after a successful download. `start(ids)` is the toolbar's action, `modals` renders both.
 */
export function useDownloadSelection({ selection, loaded, request }: DownloadSelectionOptions): {
  start(ids: readonly string[]): void;
  modals: ReactNode;
} {
  const [one, setOne] = useState<Photo | null>(null);
  const [many, setMany] = useState<readonly string[] | null>(null);
  const start = (ids: readonly string[]) => {
    if (ids.length !== 1) setMany(ids);
    else setOne(loaded().find((p) => p.imageId === ids[0]) ?? null);
  };
  const modals = (
    <>
      <DownloadPhotoModal photo={one} onClose={() => setOne(null)} onDownloaded={() => selection.stop()} />
      <DownloadPhotosModal
        ids={many}
        request={request}
        onCancel={() => setMany(null)}
        onRequested={() => {
          setMany(null);
          selection.stop();
        }}
      />
    </>
  );
  return { start, modals };
}
