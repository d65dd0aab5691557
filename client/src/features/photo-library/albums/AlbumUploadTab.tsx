import { DeviceUpload } from '#features/photo-library/upload/DeviceUpload';
import { useIsMobile } from '#features/photo-library/upload/ImportModal';
import { useUploadQueue } from '#features/photo-library/upload/use-upload-queue';

/** The album's 'Add photos' upload tab: new photos from the device go to the library and straight into the album. */
export function AlbumUploadTab({ albumId, onDone }: { albumId: string; onDone(): void }) {
  const mobile = useIsMobile();
  const { queue, snapshot, reset } = useUploadQueue({ kind: 'user', albumId });
  return <DeviceUpload queue={queue} snapshot={snapshot} dropZone={!mobile} onDone={onDone} onMore={reset} />;
}
