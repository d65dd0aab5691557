import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** True for absolute URLs with the http or https scheme only (external links, uploadUrl). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const ExternalUrl = lazySchema(() => z.string().refine(isHttpUrl, 'must be an http or https URL'));
