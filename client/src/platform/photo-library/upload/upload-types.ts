import type { Upload, UploadOptions } from 'tus-js-client';
import type { UploadOutcome } from '#contracts/photo-uploads';

export type UploadItemStatus =
  | 'chosen'
  | 'waiting'
  | 'uploading'
  | 'added'
  | 'duplicate'
  | 'failed'
  | 'cancelled';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadItemStatus;
  bytesSent: number;
  /** Why it failed (the service's reason, or a lost connection). */
  error: UploadFailure | null;
  photoId: string | null;
}

/** Why a file failed: the service's reasons, or a connection that stayed lost after the retries. */
export type UploadFailure = Extract<UploadOutcome, { status: 'failed' }>['error'] | 'connection';

export interface UploadQueueSnapshot {
  items: readonly UploadItem[];
  /** Started and not every file has an outcome yet. */
  running: boolean;
  /** Every file has an outcome: the summary shows. */
  finished: boolean;
}

/** Who the files are for: the signed-in user (bearer, optionally into an album), or a phone link. */
export type UploadTarget = { kind: 'user'; albumId?: string } | { kind: 'link'; token: string };

export interface UploadQueueDeps {
  /** The tus client (tests pass a fake). */
  createUpload?: (
    file: File,
    options: UploadOptions,
  ) => Pick<Upload, 'start' | 'abort' | 'findPreviousUploads' | 'resumeFromPreviousUpload' | 'url'>;
  /** One look at the outcome resource of an upload whose bytes are all stored. */
  fetchOutcome?: (uploadId: string, target: UploadTarget) => Promise<UploadOutcome>;
  /** The pause between two looks at an outcome (tests pass one that does not sleep). */
  wait?: (ms: number) => Promise<void>;
  /** Told about every photo that arrived (added or duplicate). */
  onArrived?: (item: UploadItem) => void;
}
