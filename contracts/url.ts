import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * What is certainly an absolute http(s) URL, read without building one: the scheme, a host name whose last label
 * starts with a letter (never an IPv4 address; no punycode label to decode), a port under 60,000, then printable
 * ASCII. The image service's signed URLs are all of this form, 1,200 of them in a timeline page of 240 photos: a
 * URL object each was most of the check's time and garbage (issue 52.6). Anything else is read by the URL parser.
 */
const PLAIN_HTTP_URL =
  /^https?:\/\/(?![^/?#:]*xn--)(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*(?::[1-5]?\d{1,4})?(?:[/?#][\x21-\x7e]*)?$/i;

/** True for absolute URLs with the http or https scheme only (external links, uploadUrl, image URLs). */
export function isHttpUrl(value: string): boolean {
  if (PLAIN_HTTP_URL.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const ExternalUrl = lazySchema(() => z.string().refine(isHttpUrl, 'must be an http or https URL'));
