import { randomUUID } from 'node:crypto';

/** A UUID in its canonical text form (any version), as the client's `apiCall` sends it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The request's correlation id: the client's when it is a UUID in lower case (what `apiCall` sends), else a
 * fresh one. Nothing else a client sends is kept, so logs, upstreams and answers only ever carry a UUID.
 */
export function correlationIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && header.length === 36 && UUID.test(header) ? header : randomUUID();
}
