import { MAX_ALBUM_PHOTO_IDS } from '#contracts/albums';
import {
  countSelected,
  isSelected,
  type SelectedBatch,
  type SelectionScope,
  type SelectionValue,
} from '#platform/photo-library/selection/selection-model';
import { addPhotosToAlbum } from './albums';

export interface AddProgress {
  /** Photos the album has taken so far. */
  added: number;
  /** Photos not added because the album already holds them, or the service refused them. */
  skipped: number;
}

/** A photo the album took, with the month (section) of the list it was selected in; null when not known. */
export interface AddedPhoto {
  id: string;
  month: string | null;
}

export class AddToAlbumError extends Error {
  override readonly name = 'AddToAlbumError';
  constructor(
    /** The ids the album took before the failure (a retry leaves them out). */
    readonly added: readonly string[],
    cause: unknown,
  ) {
    super('Photos could not be added to the album', { cause });
  }
}

/**
 * Adds what a selection means to an album: the selected ids as they are resolved (`selectedPages`, whole months
 * included), less those the album already holds, in calls of at most 500 ids. `onAdded` hears of each call's
 * photos as soon as the album has them, so a failure loses nothing: the caller marks them as in the album and a
 * retry sends only the rest. Resolves with the ids added; rejects with `AddToAlbumError` (and the ids added).
 */
export async function addSelectionToAlbum(
  albumId: string,
  batches: AsyncIterable<SelectedBatch>,
  inAlbum: (id: string) => boolean,
  onAdded: (photos: readonly AddedPhoto[], progress: AddProgress) => void,
  add: (albumId: string, ids: readonly string[]) => Promise<string[]> = addPhotosToAlbum,
): Promise<string[]> {
  const added: string[] = [];
  const progress: AddProgress = { added: 0, skipped: 0 };
  let pending: string[] = [];
  const monthOf = new Map<string, string | null>();
  const send = async (ids: string[]) => {
    let failed: string[];
    try {
      failed = await add(albumId, ids);
    } catch (error) {
      throw new AddToAlbumError(added, error);
    }
    const refused = new Set(failed);
    const taken = ids.filter((id) => !refused.has(id));
    added.push(...taken);
    progress.added += taken.length;
    progress.skipped += refused.size;
    onAdded(
      taken.map((id) => ({ id, month: monthOf.get(id) ?? null })),
      { ...progress },
    );
  };
  try {
    for await (const batch of batches) {
      for (const id of batch.ids) {
        if (monthOf.has(id)) continue;
        monthOf.set(id, batch.month);
        if (inAlbum(id)) {
          progress.skipped += 1;
          continue;
        }
        pending.push(id);
        if (pending.length === MAX_ALBUM_PHOTO_IDS) {
          const chunk = pending;
          pending = [];
          await send(chunk);
        }
      }
    }
  } catch (error) {
    if (error instanceof AddToAlbumError) throw error;
    // Reading the selection's pages failed: what is pending was never sent.
    throw new AddToAlbumError(added, error);
  }
  if (pending.length > 0) await send(pending);
  return added;
}

/**
 * How many photos adding the selection puts into the album: the selected count (from the month counts) less the
 * selected photos the album already holds (`inAlbum`: id → the month the list shows it under).
 */
export function countToAdd(
  value: SelectionValue,
  scope: SelectionScope,
  inAlbum: ReadonlyMap<string, string>,
): number {
  let already = 0;
  for (const [id, month] of inAlbum) if (isSelected(value, id, month)) already += 1;
  return Math.max(0, countSelected(value, scope) - already);
}
