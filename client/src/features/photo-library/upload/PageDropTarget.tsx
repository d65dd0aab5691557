import { Upload } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { AddPhotosModal } from './AddPhotosModal';
import type { ChosenFiles } from './folder-files';
import { usePageDrop } from './use-page-drop';
import './page-drop.scss';

const messages = defineMessages({
  library: { id: 'upload.drop.library', defaultMessage: 'Drop your photos to upload them' },
  album: { id: 'upload.drop.album', defaultMessage: 'Drop your photos to add them to this album' },
  accepted: { id: 'upload.drop.accepted', defaultMessage: 'HEIC, JPEG and PNG photos, or folders of them' },
});

/**
 * Files dropped anywhere on a photo page (into `albumId` on an album's page) open the upload dialog with them;
 * while files are dragged over the page an overlay says so (fixed over the page: nothing moves under it) and a
 * status region announces it. `onClosed`: the dialog closed (the page lists its photos again).
 */
export function PageDropTarget({ albumId, onClosed }: { albumId?: string; onClosed?(): void }) {
  const intl = useIntl();
  const uploadOn = useFeatureFlag('PhotoManagementUploadViewEnabled');
  const [dropped, setDropped] = useState<ChosenFiles | null>(null);
  const dragging = usePageDrop(uploadOn && dropped === null, setDropped);
  return (
    <>
      <div className={dragging ? 'page-drop page-drop--shown' : 'page-drop'} role="status">
        {dragging && (
          <div className="page-drop__card">
            <Upload size={40} aria-hidden="true" className="page-drop__icon" />
            <p className="page-drop__title">
              {intl.formatMessage(albumId ? messages.album : messages.library)}
            </p>
            <p className="page-drop__types">{intl.formatMessage(messages.accepted)}</p>
          </div>
        )}
      </div>
      <AddPhotosModal
        open={dropped !== null}
        initial={dropped ?? undefined}
        albumId={albumId}
        onClose={() => {
          setDropped(null);
          onClosed?.();
        }}
      />
    </>
  );
}
