import { useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isArchiveMessage } from '#platform/photo-library/archives';
import {
  activationKey,
  fetchActivation,
  IMPORT_FINISH_DELAY_MS,
  IMPORT_WAITING,
  type ImportProgress,
  type LibraryActivation,
  nextImportProgress,
  startActivation,
  takeOncePerBrowserSession,
} from '#platform/photo-library/library';
import { refreshTimelines } from '#platform/photo-library/timeline';
import { usePushConnection } from '#platform/push/use-push';

/** Every cached answer of the photo services (counts, albums, shared albums, downloads …). */
const isPhotoKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('photoManagement.');

export interface LibraryImport {
  activation: LibraryActivation | undefined;
  /** Set while (and just after) the library is importing. */
  progress: ImportProgress | null;
  /** The import failed and this browser session's one retry is spent: the next try is the customer's (a reload). */
  gaveUp: boolean;
}

/**
 * The session cookie that says a failed import has been started again in this browser session: once, across
 * tabs and visits to My photos (the failed banner promises it); after that the customer's reload starts it.
 */
export const IMPORT_RETRIED_COOKIE = 'photoImportRetried';

/**
 * The library's activation: GET /users/activate; NOT_ACTIVE starts the activation (POST, once); IMPORTING opens
 * the push connection and follows the import messages; on import-error it asks for the status again and starts
 * the import once more (once per browser session, as the failed banner promises); on
 * import-finished it waits 10 s, asks for the status again and closes the connection. When the status turns ACTIVE after an import, every photo cache is refreshed so the
 * imported photos appear without a reload.
 */
export function useLibraryImport(): LibraryImport {
  const { data: activation, mutate: refreshActivation } = useSWR(activationKey, fetchActivation);
  const { mutate } = useSWRConfig();
  const push = usePushConnection();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [failures, setFailures] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const activationStarted = useRef(false);
  const retried = useRef(0);
  const wasImporting = useRef(false);

  // NOT_ACTIVE starts the import; after an import-error (the library is NOT_ACTIVE again) once more, if this
  // browser session has not retried yet (decided when the error came, so the banner says the right thing).
  useEffect(() => {
    if (activation !== 'NOT_ACTIVE') return;
    const start = failures === 0 ? !activationStarted.current : !gaveUp && retried.current < failures;
    if (!start) return;
    if (failures === 0) activationStarted.current = true;
    else retried.current = failures;
    startActivation().then(
      () => refreshActivation(),
      () => undefined,
    );
  }, [activation, failures, gaveUp, refreshActivation]);

  useEffect(() => {
    if (activation !== 'IMPORTING') return;
    wasImporting.current = true;
    setProgress((current) => current ?? IMPORT_WAITING);
    let finishTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = push.subscribe((message) => {
      if (isArchiveMessage(message) || message.type === 'photo-uploaded') return;
      setProgress((current) => nextImportProgress(current ?? IMPORT_WAITING, message));
      if (message.type === 'import-error') {
        setGaveUp(!takeOncePerBrowserSession(IMPORT_RETRIED_COOKIE));
        setFailures((count) => count + 1);
        void refreshActivation();
        return;
      }
      if (message.type !== 'import-finished' || finishTimer !== undefined) return;
      finishTimer = setTimeout(() => {
        void refreshActivation().finally(() => push.close());
      }, IMPORT_FINISH_DELAY_MS);
    });
    push.open();
    return () => {
      stop();
      clearTimeout(finishTimer);
    };
  }, [activation, push, refreshActivation]);

  useEffect(() => {
    if (activation !== 'ACTIVE' || !wasImporting.current) return;
    wasImporting.current = false;
    setProgress(null);
    refreshTimelines();
    void mutate(isPhotoKey);
  }, [activation, mutate]);

  return { activation, progress, gaveUp: progress?.phase === 'failed' && gaveUp };
}
