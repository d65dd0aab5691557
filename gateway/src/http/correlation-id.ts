import { randomFillSync } from 'node:crypto';

/** A UUID in its canonical text form (any version), as the client's `apiCall` sends it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Random bytes for this many ids are drawn at a time (as Node's `randomUUID` keeps a batch of 128). */
const BATCH = 128;
const random = Buffer.alloc(16 * BATCH);
let drawn = BATCH;
/** The id's text is written here, then read out as one string. */
const text = Buffer.alloc(36);
const HEX = Buffer.from('0123456789abcdef', 'latin1');

/**
 * A fresh random (version 4) UUID in lower case, as `crypto.randomUUID()` makes it from the same kind of batch of
 * random bytes, but written into a buffer and read out as one flat string: `randomUUID` joins 20 pieces into a
 * string V8 keeps as a tree of parts, which the log line's escape check and the socket writes then flatten
 * (~1.9k + ~1k instructions in callgrind a request without an id); made and read this way an id takes about a
 * third of the time (decision 280).
 */
export function freshCorrelationId(): string {
  if (drawn === BATCH) {
    randomFillSync(random);
    drawn = 0;
  }
  const from = drawn * 16;
  drawn += 1;
  let at = 0;
  for (let i = 0; i < 16; i++) {
    let byte = random[from + i] as number;
    // The version (4) and the variant (binary 10) bits.
    if (i === 6) byte = (byte & 0x0f) | 0x40;
    else if (i === 8) byte = (byte & 0x3f) | 0x80;
    if (i === 4 || i === 6 || i === 8 || i === 10) text[at++] = 0x2d;
    text[at++] = HEX[byte >> 4] as number;
    text[at++] = HEX[byte & 0x0f] as number;
  }
  return text.toString('latin1', 0, 36);
}

/**
 * The request's correlation id. One from the internet is never kept: a browser (or anyone) could otherwise
 * choose the id the gateway logs and every upstream records, and tie its requests to someone else's. It is
 * kept only when the connection comes from a trusted proxy (`TRUST_PROXY`, the edge that generated it) and is a
 * UUID in lower case; every other request gets a fresh one, which the answer carries (`X-CorrelationId`).
 */
export function correlationIdFrom(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && typeof header === 'string' && header.length === 36 && UUID.test(header)
    ? header
    : freshCorrelationId();
}
