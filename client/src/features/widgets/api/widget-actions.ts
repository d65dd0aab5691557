import {
  createGalleryEntry,
  createWidget,
  deleteGalleryEntry,
  deleteWidget,
  type GalleryEntry,
  type GalleryEntryInput,
  shareWidget,
  updateGalleryEntry,
  type Widget,
} from '#contracts/widgets';
import { type ShareForm, shareQuery } from '#features/widgets/share-payload';
import { apiCall } from '#platform/api/api-request';

/** POST /v1/widget/{code}: puts a photo-book order online. */
export function putOnline(code: string): Promise<Widget> {
  return apiCall(createWidget, { params: { code } });
}

/** DELETE /v1/widget/{code}: takes it offline. */
export function takeOffline(code: string): Promise<void> {
  return apiCall(deleteWidget, { params: { code } });
}

/** PUT /v1/widget/{code}/share?vendorId&fromName&personalMessage&toEmailAddress (texts base64-encoded). */
export function share(code: string, vendorId: number, form: ShareForm): Promise<void> {
  return apiCall(shareWidget, { params: { code }, query: shareQuery(vendorId, form) });
}

/**
 * The gallery entry as the customer wants it: created when it was not there, updated when it was, deleted when
 * the widget should leave the gallery. Resolves the entry now (null when none).
 */
export async function saveGalleryEntry(
  existing: GalleryEntry | null,
  wanted: GalleryEntryInput | null,
  widgetId: string,
  channel: string,
): Promise<GalleryEntry | null> {
  if (wanted === null) {
    if (existing) await apiCall(deleteGalleryEntry, { params: { id: widgetId }, query: { channel } });
    return null;
  }
  if (existing) {
    return apiCall(updateGalleryEntry, { params: { widgetId }, query: { channel }, body: wanted });
  }
  return apiCall(createGalleryEntry, { body: wanted });
}
