import { ImportModal } from './ImportModal';

/** The import modal of the photos page ('Add photos', upload flag): the device and phone tabs. */
export function AddPhotosModal({ open, onClose }: { open: boolean; onClose(): void }) {
  return open ? <ImportModal onClose={onClose} /> : null;
}
