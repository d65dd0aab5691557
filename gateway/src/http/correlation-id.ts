import { randomUUID } from 'node:crypto';

/** A client-sent correlation id is kept when it is short and plain; anything else gets a fresh uuid. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function correlationIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}
