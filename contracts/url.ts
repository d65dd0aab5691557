import { z } from 'zod';

/** True for absolute URLs with the http or https scheme only (external links, uploadUrl). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const ExternalUrl = z.string().refine(isHttpUrl, 'must be an http or https URL');
