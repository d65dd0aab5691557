import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { onDemand } from '#features/photo-library/common/deferred-part';
import { whenScreenIdle } from '#platform/scheduling/when-screen-idle';
import { Button } from '#ui/Button';
import type { ImportModalProps } from './ImportModal';

/*
 * The import modal's code (the upload queue with tus, the phone tab's QR code: about a third of the photos
 * screen's JS) is fetched after the screen, not with it (decision 291): on the idle time once the screen has been
 * up for a few seconds (`whenScreenIdle`, decision 391), or earlier when the pointer or the focus reaches an 'Add
 * photos' button, so that the first open shows it at once. A failed fetch is tried again on the next attempt.
 */
const loadImportModal = onDemand(() => import('./ImportModal'));

/** Starts fetching the modal's code (an 'Add photos' button's hover or focus). */
function preloadAddPhotos(): void {
  loadImportModal().catch(() => undefined);
}

/**
 * An 'Add photos' button: the pointer or the focus reaching it starts fetching the code of the modal it opens
 * (the import modal's, unless `preload` names another: the album page's picker).
 */
export function AddPhotosButton({
  onClick,
  preload = preloadAddPhotos,
  children,
}: {
  onClick(): void;
  preload?: () => void;
  children: ReactNode;
}) {
  return (
    <Button onClick={onClick} onPointerEnter={preload} onFocus={preload}>
      {children}
    </Button>
  );
}

const LazyImportModal = lazy(async () => ({ default: (await loadImportModal()).ImportModal }));

/**
 * The import modal of the photos page ('Add photos', upload flag): the device and phone tabs; with files dropped
 * on a page, and into its album on an album's page.
 */
export function AddPhotosModal({ open, ...props }: ImportModalProps & { open: boolean }) {
  useEffect(() => whenScreenIdle(preloadAddPhotos), []);
  return open ? (
    <Suspense fallback={null}>
      <LazyImportModal {...props} />
    </Suspense>
  ) : null;
}
