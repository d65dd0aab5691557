import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { MAX_ALBUM_PHOTO_IDS } from '#contracts/albums';
import { Deferred, deferredPart } from '#features/photo-library/common/deferred-part';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';

const messages = {
  ...defineMessages({
    copyToAlbum: { id: 'photos.selection.copyToAlbum', defaultMessage: 'Copy to album' },
  }),
  limit: defineMessage<{ max: number }>({
    id: 'photos.selection.copyLimit',
    defaultMessage: 'Up to {max, number} photos can be copied to an album at a time',
  }),
};

// Closed until asked for: its code follows the screen (decision 320).
const CopyModal = deferredPart(() => import('./CopyToAlbumModal').then((m) => m.CopyToAlbumModal));

/**
 * Copy to album: the album picker for the selected photos (up to 500, one request's worth: the button says so
 * above that); selection ends once they are copied. Hidden without
 * albums, unless `unavailable` (then shown disabled with that reason, as on a shared album).
 */
export function CopyToAlbumAction({ unavailable }: { unavailable?: string }) {
  const intl = useIntl();
  const on = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const { selection, count, resolveIds } = usePhotoSelection();
  const [ids, setIds] = useState<readonly string[] | null>(null);
  if (!on && unavailable === undefined) return null;
  return (
    <>
      <SelectionActionButton
        label={intl.formatMessage(messages.copyToAlbum)}
        reason={
          unavailable ??
          (count > MAX_ALBUM_PHOTO_IDS
            ? intl.formatMessage(messages.limit, { max: MAX_ALBUM_PHOTO_IDS })
            : null)
        }
        onClick={() =>
          void resolveIds(MAX_ALBUM_PHOTO_IDS).then((all) => setIds(all.slice(0, MAX_ALBUM_PHOTO_IDS)))
        }
      />
      <Deferred
        part={CopyModal}
        shown={ids !== null}
        ids={ids}
        onCancel={() => setIds(null)}
        onCopied={() => {
          setIds(null);
          selection.stop();
        }}
      />
    </>
  );
}
