import { matchPath } from 'react-router';
import { paths } from '#contracts/routes';

/** The support chat's constants (spec section 9). */
export const CHAT_SETTINGS = Object.freeze({ zIndex: 18, mobileBreakpoint: 576, mobileExtraMargin: 6 });

/** The routes the chat is hidden on: every photo route (photos, previews, albums, album, shared album, exports). */
const PHOTO_ROUTES = [
  paths.photos,
  paths.photoPreview,
  paths.albums,
  paths.album,
  paths.sharedAlbum,
  paths.albumPhotoPreview,
  paths.sharedAlbumPhotoPreview,
  paths.photoExports,
] as const;

export function isPhotoRoute(pathname: string): boolean {
  return PHOTO_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** The chat's language: the first two characters of the vendor locale (nl_NL → nl), or en. */
export function chatLocale(vendorLocale: string | null | undefined): string {
  const two = (vendorLocale ?? '').slice(0, 2).toLowerCase();
  return /^[a-z]{2}$/.test(two) ? two : 'en';
}
