import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Compares a presented secret with the expected one in constant time (hashing first hides the length too). */
export function secretMatches(presented: string | string[] | undefined, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  return timingSafeEqual(digest(presented), digest(expected));
}
