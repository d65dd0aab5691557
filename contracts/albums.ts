import { z } from 'zod';
import { DownloadArchive, MAX_DOWNLOAD_PHOTOS } from './downloads';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { FailedList, IsoDateTime, MAX_PAGE_SIZE, Photo, SortOrder } from './photos';

/**
 * Albums (own and shared), the photos in them, and the temporary selections that hand photos to the prints
 * editor. The photo-management service serves them all.
 */

/** Page sizes: albums and shared albums 50 a page; album photos load in sections of 24. */
export const ALBUMS_PAGE_SIZE = 50;
export const ALBUM_PHOTOS_PAGE_SIZE = 24;
/** Ids one add/remove call takes at most (the client chunks larger selections). */
export const MAX_ALBUM_PHOTO_IDS = 500;
export const MAX_ALBUM_NAME_LENGTH = 100;

/**
 * The album-name rule, shared by the client's form and the service: required; must not start with whitespace
 * (a name of only whitespace included) and must not contain `<` or `>`.
 */
export type AlbumNameProblem = 'required' | 'invalid';
export function albumNameProblem(name: string): AlbumNameProblem | null {
  if (name.length === 0) return 'required';
  if (/^\s/.test(name) || /[<>]/.test(name) || name.length > MAX_ALBUM_NAME_LENGTH) return 'invalid';
  return null;
}

/** The messages of the rule; a name that is missing (or null) counts as empty, one that is not text as not valid. */
export const AlbumName = lazySchema(() =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Please give your album a name'
          : 'Name not valid',
    })
    .superRefine((name, ctx) => {
      const problem = albumNameProblem(name);
      if (problem === 'required') ctx.addIssue({ code: 'custom', message: 'Please give your album a name' });
      if (problem === 'invalid') ctx.addIssue({ code: 'custom', message: 'Name not valid' });
    }),
);

/** Album photo lists sort by created or dateTaken only. */
export const AlbumSortKey = lazySchema(() => z.enum(['created', 'dateTaken']));
export type AlbumSortKey = z.infer<typeof AlbumSortKey>;
/** Albums and shared albums list newest created first. */
export const DEFAULT_ALBUM_PHOTO_SORT = { sortKey: 'created', sortOrder: 'desc' } as const;

export const Person = lazySchema(() => z.object({ id: z.string().min(1), email: z.string() }));
export type Person = z.infer<typeof Person>;

const AlbumBase = lazySchema(() =>
  z.object({
    albumId: z.string().min(1),
    albumName: z.string().min(1),
    coverPhoto: Photo.nullable(),
    photosCount: z.number().int(),
    created: IsoDateTime,
    updated: IsoDateTime,
    isShared: z.boolean(),
  }),
);

/** An album of the signed-in user (isShared: others take part in it). */
export const Album = lazySchema(() => AlbumBase.extend({ userId: z.string().min(1) }));
export type Album = z.infer<typeof Album>;

/** A shared album as its participants (and its owner) see it. */
export const SharedAlbum = lazySchema(() =>
  AlbumBase.extend({
    ownerId: z.string().min(1),
    owner: Person.optional(),
    participants: z.array(Person).optional(),
  }),
);
export type SharedAlbum = z.infer<typeof SharedAlbum>;

export const AlbumList = lazySchema(() =>
  z.object({ albums: z.array(Album), cursor: z.string().min(1).nullable() }),
);
export type AlbumList = z.infer<typeof AlbumList>;
export const SharedAlbumList = lazySchema(() =>
  z.object({
    albums: z.array(SharedAlbum),
    cursor: z.string().min(1).nullable(),
  }),
);
export type SharedAlbumList = z.infer<typeof SharedAlbumList>;

export const SharedAlbumParticipants = lazySchema(() =>
  z.object({ owner: Person, participants: z.array(Person) }),
);
export type SharedAlbumParticipants = z.infer<typeof SharedAlbumParticipants>;

export const SharedAlbumCounts = lazySchema(() =>
  z.object({
    /** Shared albums the user can read (takes part in, not owns). */
    readAlbumsCount: z.number().int(),
    /** Own albums shared with others. */
    grantedAlbumsCount: z.number().int(),
    created: IsoDateTime.optional(),
    updated: IsoDateTime.optional(),
  }),
);
export type SharedAlbumCounts = z.infer<typeof SharedAlbumCounts>;

/** A photo in a shared album: it belongs to whoever uploaded it. */
export const SharedPhoto = lazySchema(() => Photo.extend({ ownerId: z.string().min(1) }));
export type SharedPhoto = z.infer<typeof SharedPhoto>;
export const SharedPhotoPage = lazySchema(() =>
  z.object({
    cursor: z.string().min(1).nullable(),
    images: z.array(SharedPhoto),
  }),
);
export type SharedPhotoPage = z.infer<typeof SharedPhotoPage>;
export const AlbumPhotoPage = lazySchema(() =>
  z.object({ cursor: z.string().min(1).nullable(), images: z.array(Photo) }),
);

export const AlbumPhotoIds = lazySchema(() =>
  z.object({
    photoIds: z.array(z.string().min(1).max(200)).min(1).max(MAX_ALBUM_PHOTO_IDS),
  }),
);
export type AlbumPhotoIds = z.infer<typeof AlbumPhotoIds>;

const Cursor = lazySchema(() => z.string().min(1).max(200).optional());
const AlbumsLimit = lazySchema(() =>
  z.coerce.number().int().min(1).max(ALBUMS_PAGE_SIZE).default(ALBUMS_PAGE_SIZE),
);
const PhotosLimit = lazySchema(() =>
  z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ALBUM_PHOTOS_PAGE_SIZE),
);
const AlbumPhotosQuery = lazySchema(() =>
  z.object({
    cursor: Cursor,
    limit: PhotosLimit,
    sortKey: AlbumSortKey.default(DEFAULT_ALBUM_PHOTO_SORT.sortKey),
    sortOrder: SortOrder.default(DEFAULT_ALBUM_PHOTO_SORT.sortOrder),
  }),
);
const AlbumParams = lazySchema(() => z.object({ albumId: z.string().min(1).max(200) }));

export const createAlbum = defineEndpoint({
  name: 'photoManagement.createAlbum',
  service: 'photo-management',
  method: 'POST',
  path: '/albums',
  summary:
    'Creates an album (optionally with photos of your library). A name against the rule answers 400 with ' +
    'fields.albumName; ids that are not your photos answer 400 naming each (photoIds.<i>), and no album is made.',
  body: lazySchema(() =>
    z.object({ albumName: AlbumName, photoIds: AlbumPhotoIds.shape.photoIds.optional() }),
  ),
  responses: { 201: Album, 400: UpstreamError, 401: UpstreamError },
});

export const listAlbums = defineEndpoint({
  name: 'photoManagement.listAlbums',
  service: 'photo-management',
  method: 'GET',
  path: '/albums',
  summary:
    'Your albums, newest created first, a page at a time. displaySharedData=true includes your albums that ' +
    'are shared with others (marked isShared).',
  query: lazySchema(() =>
    z.object({
      cursor: Cursor,
      limit: AlbumsLimit,
      displaySharedData: z.enum(['true', 'false']).default('true'),
    }),
  ),
  responses: { 200: AlbumList, 400: UpstreamError, 401: UpstreamError },
});

export const getAlbum = defineEndpoint({
  name: 'photoManagement.getAlbum',
  service: 'photo-management',
  method: 'GET',
  path: '/albums/:albumId',
  summary:
    'One of your albums, or a shared album you take part in (userId: its owner, isShared: true). 404 for an ' +
    'unknown album or another user’s album you do not take part in.',
  params: AlbumParams,
  responses: { 200: Album, 401: UpstreamError, 404: UpstreamError },
});

export const renameAlbum = defineEndpoint({
  name: 'photoManagement.renameAlbum',
  service: 'photo-management',
  method: 'PATCH',
  path: '/albums/:albumId',
  summary:
    'Renames one of your albums (the name rule applies: 400). A shared album you take part in answers 403.',
  params: AlbumParams,
  body: lazySchema(() => z.object({ albumName: AlbumName })),
  responses: { 200: Album, 400: UpstreamError, 401: UpstreamError, 403: UpstreamError, 404: UpstreamError },
});

export const deleteAlbum = defineEndpoint({
  name: 'photoManagement.deleteAlbum',
  service: 'photo-management',
  method: 'DELETE',
  path: '/albums/:albumId',
  summary:
    'Deletes one of your albums; its photos stay in the library (and in participants’ accounts). A shared ' +
    'album you take part in answers 403 (leave it with DELETE /shared-albums/{id}).',
  params: AlbumParams,
  responses: {
    204: lazySchema(() => z.undefined()),
    401: UpstreamError,
    403: UpstreamError,
    404: UpstreamError,
  },
});

export const addAlbumPhotos = defineEndpoint({
  name: 'photoManagement.addAlbumPhotos',
  service: 'photo-management',
  method: 'POST',
  path: '/albums/:albumId/photos',
  summary:
    'Adds photos of your library to one of your albums (already there: no change). Answers the ids it could ' +
    'not add (unknown, not yours). A shared album (yours or one you take part in) answers 403.',
  params: AlbumParams,
  body: AlbumPhotoIds,
  responses: {
    200: FailedList,
    400: UpstreamError,
    401: UpstreamError,
    403: UpstreamError,
    404: UpstreamError,
  },
});

export const removeAlbumPhotos = defineEndpoint({
  name: 'photoManagement.removeAlbumPhotos',
  service: 'photo-management',
  method: 'DELETE',
  path: '/albums/:albumId/photos',
  summary:
    'Takes photos out of one of your albums (they stay in the library). Answers the ids not in it. A shared ' +
    'album you take part in answers 403.',
  params: AlbumParams,
  body: AlbumPhotoIds,
  responses: {
    200: FailedList,
    400: UpstreamError,
    401: UpstreamError,
    403: UpstreamError,
    404: UpstreamError,
  },
});

export const listAlbumPhotos = defineEndpoint({
  name: 'photoManagement.listAlbumPhotos',
  service: 'photo-management',
  method: 'GET',
  path: '/albums/:albumId/photos',
  summary:
    'One page of an album’s photos (yours, or a shared one you take part in), by created (when added to the ' +
    'album) or dateTaken (undated photos count as the oldest). A cursor of another list or order answers 400.',
  params: AlbumParams,
  query: AlbumPhotosQuery,
  responses: { 200: AlbumPhotoPage, 400: UpstreamError, 401: UpstreamError, 404: UpstreamError },
});

export const listSharedAlbums = defineEndpoint({
  name: 'photoManagement.listSharedAlbums',
  service: 'photo-management',
  method: 'GET',
  path: '/shared-albums',
  summary: 'The shared albums you take part in (not your own), newest created first.',
  query: lazySchema(() => z.object({ cursor: Cursor, limit: AlbumsLimit })),
  responses: { 200: SharedAlbumList, 400: UpstreamError, 401: UpstreamError },
});

export const getSharedAlbumCounts = defineEndpoint({
  name: 'photoManagement.getSharedAlbumCounts',
  service: 'photo-management',
  method: 'GET',
  path: '/shared-albums/counts',
  summary: 'How many shared albums you can read and how many of your albums you share.',
  responses: { 200: SharedAlbumCounts, 401: UpstreamError },
});

export const getSharedAlbum = defineEndpoint({
  name: 'photoManagement.getSharedAlbum',
  service: 'photo-management',
  method: 'GET',
  path: '/shared-albums/:albumId',
  summary: 'A shared album you own or take part in. 404 otherwise.',
  params: AlbumParams,
  responses: { 200: SharedAlbum, 401: UpstreamError, 404: UpstreamError },
});

export const getSharedAlbumParticipants = defineEndpoint({
  name: 'photoManagement.getSharedAlbumParticipants',
  service: 'photo-management',
  method: 'GET',
  path: '/shared-albums/:albumId/participants',
  summary: 'The owner and the participants of a shared album you own or take part in.',
  params: AlbumParams,
  responses: { 200: SharedAlbumParticipants, 401: UpstreamError, 404: UpstreamError },
});

export const listSharedAlbumPhotos = defineEndpoint({
  name: 'photoManagement.listSharedAlbumPhotos',
  service: 'photo-management',
  method: 'GET',
  path: '/shared-albums/:albumId/photos',
  summary: 'One page of a shared album’s photos, each with the id of the user it belongs to.',
  params: AlbumParams,
  query: AlbumPhotosQuery,
  responses: { 200: SharedPhotoPage, 400: UpstreamError, 401: UpstreamError, 404: UpstreamError },
});

export const deleteSharedAlbum = defineEndpoint({
  name: 'photoManagement.deleteSharedAlbum',
  service: 'photo-management',
  method: 'DELETE',
  path: '/shared-albums/:albumId',
  summary:
    'The owner deletes the album for everyone (photos stay in accounts); a participant leaves it, and the ' +
    'photos they uploaded to it are removed from it.',
  params: AlbumParams,
  responses: { 204: lazySchema(() => z.undefined()), 401: UpstreamError, 404: UpstreamError },
});

export const CreateSharedAlbumDownloadRequest = lazySchema(() =>
  z.object({
    albumId: z.string().min(1).max(200),
    photos: z
      .array(z.object({ photoId: z.string().min(1).max(200), ownerId: z.string().min(1).max(200) }))
      .min(1)
      .max(MAX_DOWNLOAD_PHOTOS),
  }),
);

export const createSharedAlbumDownload = defineEndpoint({
  name: 'photoManagement.createSharedAlbumDownload',
  service: 'photo-management',
  method: 'POST',
  path: '/shared-album-downloads',
  summary:
    'Queues a zip of photos of a shared album you own or take part in (each named with its owner); delivered ' +
    'like POST /downloads, with the same push events.',
  body: CreateSharedAlbumDownloadRequest,
  responses: { 202: DownloadArchive, 400: UpstreamError, 401: UpstreamError, 404: UpstreamError },
});

export const TempSelection = lazySchema(() =>
  z.object({
    tempSelectionId: z.string().min(1),
    photoIds: z.array(z.string().min(1)),
  }),
);
export type TempSelection = z.infer<typeof TempSelection>;

export const createTempSelection = defineEndpoint({
  name: 'photoManagement.createTempSelection',
  service: 'photo-management',
  method: 'POST',
  path: '/temp-selections',
  summary: 'Stores a selection of your photos for the prints editor; answers its id.',
  body: lazySchema(() =>
    z.object({ photoIds: z.array(z.string().min(1).max(200)).min(1).max(MAX_PAGE_SIZE) }),
  ),
  responses: {
    201: lazySchema(() => TempSelection.pick({ tempSelectionId: true })),
    400: UpstreamError,
    401: UpstreamError,
  },
});

export const getTempSelection = defineEndpoint({
  name: 'photoManagement.getTempSelection',
  service: 'photo-management',
  method: 'GET',
  path: '/temp-selections/:tempSelectionId',
  summary: 'The photos of a temporary selection of yours. 404 for an unknown one or another user’s.',
  responses: {
    200: lazySchema(() => TempSelection.pick({ photoIds: true })),
    401: UpstreamError,
    404: UpstreamError,
  },
});
