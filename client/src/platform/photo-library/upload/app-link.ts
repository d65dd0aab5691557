import { isHttpUrl } from '#contracts/url';

/** After sending the user to the app, the album page comes back after this long. */
export const APP_LINK_RETURN_MS = 2000;

/** iOS and Android: the devices the brand apps exist for. */
export function isAppDevice(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod|Android)\b/.test(userAgent);
}

/**
 * Where an album's 'Add photos' sends the user on an app device when the brand has an app link: the link with
 * `album_id`. Null when the picker should open instead (no app link, another device, a link that is not http(s)).
 */
export function appLinkForAlbum(
  appLink: string | undefined,
  albumId: string,
  userAgent: string,
): string | null {
  if (appLink === undefined || !isHttpUrl(appLink) || !isAppDevice(userAgent)) return null;
  const url = new URL(appLink);
  url.searchParams.set('album_id', albumId);
  return url.toString();
}

/**
 * The album screen's Order prints is hidden 'on some devices' (the spec): on iOS and Android when the brand has an
 * app, where prints are ordered in the app (docs/decisions/090-order-prints-on-app-devices.md).
 */
export function ordersPrintsInApp(appLink: string | undefined, userAgent: string): boolean {
  return appLink !== undefined && isHttpUrl(appLink) && isAppDevice(userAgent);
}
