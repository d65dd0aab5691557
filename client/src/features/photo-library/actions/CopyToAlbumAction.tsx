import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { CopyToAlbumModal } from './CopyToAlbumModal';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';

const messages = defineMessages({
  copyToAlbum: { id: 'photos.selection.copyToAlbum', defaultMessage: 'Copy to album' },
});

/**
 * Copy to album: the album picker for the selected photos; selection ends once they are copied. Hidden without
 * albums, unless `unavailable` (then shown disabled with that reason, as on a shared album).
 */
export function CopyToAlbumAction({ unavailable }: { unavailable?: string }) {
  const intl = useIntl();
  const on = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const { selection, selected } = usePhotoSelection();
  const [ids, setIds] = useState<readonly string[] | null>(null);
  if (!on && unavailable === undefined) return null;
  return (
    <>
      <SelectionActionButton
        label={intl.formatMessage(messages.copyToAlbum)}
        reason={unavailable ?? null}
        onClick={() => setIds([...selected.ids])}
      />
      <CopyToAlbumModal
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
