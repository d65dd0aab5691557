import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { ExternalUrl } from './url';

/**
 * The photo library: the photo-management service (counts, timeline, paging, deletion) and the image service the
 * browser loads the pictures from (signed URLs, as from a CDN; not proxied by the gateway).
 */

/** Thumbnail ids: 300 for small and medium screens, 800 for large screens, 1300 for the full-screen preview. */
export const THUMBNAIL_IDS = [300, 800, 1300] as const;
export type ThumbnailId = (typeof THUMBNAIL_IDS)[number];

/** Page sizes: the timeline loads 24 photos of a month at a time, the flat list 500; no page is larger. */
export const TIMELINE_PAGE_SIZE = 24;
export const PHOTOS_PAGE_SIZE = 500;
export const MAX_PAGE_SIZE = 500;
/** Ids one DELETE /photos takes at most (the client chunks larger selections). */
export const MAX_DELETE_IDS = 500;

/** The timeline month of the photos without a date taken ('Unknown Date'). */
export const UNKNOWN_DATE_MONTH = { year: 0, month: 0 } as const;

/** A date-time as upstream services write it: ISO 8601, with `Z`, an offset, or none (camera local time). */
export const IsoDateTime = lazySchema(() => z.iso.datetime({ offset: true, local: true }));

export const Thumbnail = lazySchema(() =>
  z.object({
    /** 300, 800 or 1300 (THUMBNAIL_IDS): the box the image fits in, keeping its aspect. */
    id: z.number().int().positive(),
    url: ExternalUrl,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
export type Thumbnail = z.infer<typeof Thumbnail>;

export const Photo = lazySchema(() =>
  z.object({
    /** Upload start (when the photo was added to the library). */
    created: IsoDateTime,
    /** From the camera; missing when the file carries none (the 'Unknown Date' month). */
    dateTaken: IsoDateTime.optional(),
    /** The photo's id: what DELETE /photos and the image URLs name. */
    imageId: z.string().min(1),
    localFileName: z.string(),
    thumbnails: z.array(Thumbnail),
    /** The original file as uploaded. */
    untouchedUrl: ExternalUrl,
    uploadEnd: IsoDateTime.optional(),
    uploadId: z.string().min(1),
    /** The display rendition (the 1300 preview size). */
    url: ExternalUrl,
    visibleHeight: z.number().int().nonnegative().optional(),
    visibleWidth: z.number().int().nonnegative().optional(),
  }),
);
export type Photo = z.infer<typeof Photo>;

/** One page of photos (the spec's timeline response); `cursor` asks for the next page, null after the last. */
export const PhotoPage = lazySchema(() =>
  z.object({
    cursor: z.string().min(1).nullable(),
    images: z.array(Photo),
  }),
);
export type PhotoPage = z.infer<typeof PhotoPage>;

export const SORT_KEYS = ['created', 'dateTaken', 'uploaded'] as const;
export const SortKey = lazySchema(() => z.enum(SORT_KEYS));
export type SortKey = z.infer<typeof SortKey>;
export const SortOrder = lazySchema(() => z.enum(['asc', 'desc']));
export type SortOrder = z.infer<typeof SortOrder>;
/** Default order of the photo lists: newest taken first. */
export const DEFAULT_SORT = { sortKey: 'dateTaken', sortOrder: 'desc' } as const satisfies {
  sortKey: SortKey;
  sortOrder: SortOrder;
};

/** GET /users. Counts may come negative from upstream; the client shows them clamped to 0. */
export const LibraryCounts = lazySchema(() =>
  z.object({
    photosCount: z.number().int(),
    albumsCount: z.number().int(),
  }),
);
export type LibraryCounts = z.infer<typeof LibraryCounts>;

/** `"2019"`, or `"0"` for the photos without a date. */
const YearKey = lazySchema(() => z.string().regex(/^\d{1,4}$/));
/** `"1"`–`"12"`, or `"0"` (with year 0). */
const MonthKey = lazySchema(() => z.string().regex(/^(?:[0-9]|1[0-2])$/));

/** GET /users/timeline: photos per month, `{ "2019": { "4": 120 } }`; months without photos are left out. */
export const TimelineCounts = lazySchema(() =>
  z.object({
    timeline: z.record(YearKey, z.record(MonthKey, z.number().int().nonnegative())),
  }),
);
export type TimelineCounts = z.infer<typeof TimelineCounts>;

export const DeletePhotosRequest = lazySchema(() =>
  z.object({
    photoIds: z.array(z.string().min(1).max(200)).min(1).max(MAX_DELETE_IDS),
  }),
);
export type DeletePhotosRequest = z.infer<typeof DeletePhotosRequest>;

/** The ids a bulk call could not handle (unknown, already deleted, another user's). */
export const FailedList = lazySchema(() => z.object({ failed: z.array(z.string()) }));
export type FailedList = z.infer<typeof FailedList>;

const Limit = (defaultSize: number) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize);
const Cursor = lazySchema(() => z.string().min(1).max(200).optional());

export const getLibraryCounts = defineEndpoint({
  name: 'photoManagement.getCounts',
  service: 'photo-management',
  method: 'GET',
  path: '/users',
  summary: "The signed-in user's photo and album counts.",
  responses: { 200: LibraryCounts, 401: UpstreamError },
});

export const getTimelineCounts = defineEndpoint({
  name: 'photoManagement.getTimelineCounts',
  service: 'photo-management',
  method: 'GET',
  path: '/users/timeline',
  summary:
    'Photos per year and month. dateTaken groups by month taken (undated photos under year 0, month 0); ' +
    'created and uploaded group by upload month.',
  query: lazySchema(() => z.object({ sortKey: SortKey.default(DEFAULT_SORT.sortKey) })),
  responses: { 200: TimelineCounts, 400: UpstreamError, 401: UpstreamError },
});

export const getTimelineMonth = defineEndpoint({
  name: 'photoManagement.getTimelineMonth',
  service: 'photo-management',
  method: 'GET',
  path: '/photos/timeline/:year/:month',
  summary:
    'One page of the photos of a month (year 0, month 0: the undated ones), in the order of the sort key. ' +
    'A month without photos answers an empty page; a cursor made for another month or order answers 400.',
  params: lazySchema(() =>
    z.object({
      year: z
        .string()
        .regex(/^(?:0|[1-9]\d{3})$/, 'a four-digit year, or 0 for the undated photos')
        .transform(Number),
      month: z
        .string()
        .regex(/^(?:0?\d|1[0-2])$/, 'a month 1-12, or 0 for the undated photos')
        .transform(Number),
    }),
  ),
  query: lazySchema(() =>
    z.object({
      cursor: Cursor,
      limit: Limit(TIMELINE_PAGE_SIZE),
      sortKey: SortKey.default(DEFAULT_SORT.sortKey),
      sortOrder: SortOrder.default(DEFAULT_SORT.sortOrder),
    }),
  ),
  responses: { 200: PhotoPage, 400: UpstreamError, 401: UpstreamError },
});

export const listPhotos = defineEndpoint({
  name: 'photoManagement.listPhotos',
  service: 'photo-management',
  method: 'GET',
  path: '/photos',
  summary:
    'One page of the whole library in the order of the sort key (by dateTaken, undated photos count as the oldest).',
  query: lazySchema(() =>
    z.object({
      cursor: Cursor,
      limit: Limit(PHOTOS_PAGE_SIZE),
      sortKey: SortKey.default(DEFAULT_SORT.sortKey),
      sortOrder: SortOrder.default(DEFAULT_SORT.sortOrder),
    }),
  ),
  responses: { 200: PhotoPage, 400: UpstreamError, 401: UpstreamError },
});

export const deletePhotos = defineEndpoint({
  name: 'photoManagement.deletePhotos',
  service: 'photo-management',
  method: 'DELETE',
  path: '/photos',
  summary: 'Deletes photos by id; answers the ids it could not delete (unknown, already deleted, not yours).',
  body: DeletePhotosRequest,
  responses: { 200: FailedList, 400: UpstreamError, 401: UpstreamError },
});

export const deleteAllPhotos = defineEndpoint({
  name: 'photoManagement.deleteAllPhotos',
  service: 'photo-management',
  method: 'DELETE',
  path: '/photos/all',
  summary: 'Deletes the whole library.',
  responses: { 204: lazySchema(() => z.undefined()), 401: UpstreamError },
});

/** Renditions of a photo: the three thumbnail boxes and the original file (with its EXIF). */
export const ImageSize = lazySchema(() => z.enum(['300', '800', '1300', 'original']));
export type ImageSize = z.infer<typeof ImageSize>;

/** The bytes of an image (image/jpeg): not JSON, so not parsed by a client. */
export const ImageBytes = lazySchema(() =>
  z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ mediaType: 'image/jpeg' }),
);

/**
 * An image, as the URLs in Photo give it (browsers load it directly, like from a CDN; the gateway does not proxy
 * it). The URL is signed and expires: a missing, wrong or expired `sig`/`exp` answers 403.
 */
export const getImage = defineEndpoint({
  name: 'images.get',
  service: 'images',
  method: 'GET',
  path: '/images/:photoId/:size',
  summary: 'A photo as JPEG: a thumbnail (300, 800, 1300) or the original, by signed, expiring URL.',
  params: lazySchema(() => z.object({ photoId: z.string().min(1).max(200), size: ImageSize })),
  query: lazySchema(() =>
    z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
  ),
  responses: { 200: ImageBytes, 400: UpstreamError, 403: UpstreamError, 404: UpstreamError },
});
