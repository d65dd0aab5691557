import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Client -> gateway, first message on /push. */
export const PushAuthenticate = lazySchema(() =>
  z.object({
    action: z.literal('authenticate'),
    token: z.string().min(1),
  }),
);

export const ArchiveEventKey = lazySchema(() =>
  z.enum(['archive-started', 'archive-finished', 'archive-error']),
);

/** Archive generation event (downloads). */
export const ArchivePushMessage = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    timestamp: z.iso.datetime(),
    key: ArchiveEventKey,
    message: z.object({ userId: z.string().min(1), downloadId: z.string().min(1) }),
  }),
);
export type ArchivePushMessage = z.infer<typeof ArchivePushMessage>;

export const ImportEventType = lazySchema(() =>
  z.enum(['import-started', 'import-error', 'import-finished']),
);

/** Library import (activation) event. */
export const ImportPushMessage = lazySchema(() =>
  z.object({
    id: z.uuid(),
    type: ImportEventType,
    data: z.object({ payload: z.unknown(), timestamp: z.iso.datetime() }),
  }),
);
export type ImportPushMessage = z.infer<typeof ImportPushMessage>;

/** A photo arrived in the user's library through an upload (the phone transfer shows it live). */
export const PhotoUploadedPushMessage = lazySchema(() =>
  z.object({
    id: z.uuid(),
    type: z.literal('photo-uploaded'),
    data: z.object({
      photoId: z.string().min(1),
      uploadId: z.string().min(1),
      /** 'phone': through a phone link; 'device': the signed-in browser. */
      via: z.enum(['phone', 'device']),
      albumId: z.string().nullable(),
      fileName: z.string(),
      /** Its 300 px thumbnail (a signed, expiring URL), for showing the arrival at once. */
      thumbnailUrl: z.url(),
      timestamp: z.iso.datetime(),
    }),
  }),
);
export type PhotoUploadedPushMessage = z.infer<typeof PhotoUploadedPushMessage>;

export const PushMessage = lazySchema(() =>
  z.union([ArchivePushMessage, ImportPushMessage, PhotoUploadedPushMessage]),
);
export type PushMessage = z.infer<typeof PushMessage>;

/** Upstream -> gateway relay: a message for one user's sockets. */
export const PushEnvelope = lazySchema(() =>
  z.object({
    userId: z.string().min(1),
    message: PushMessage,
  }),
);
export type PushEnvelope = z.infer<typeof PushEnvelope>;
