import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Answers smaller than this (by their Content-Length) go out as they are: the framing would eat the gain. */
export const COMPRESS_MIN_BYTES = 1024;
/** JSON (and `+json` types) and text: what compresses. Images, archives and uploads are left alone. */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/|application\/(?:[\w.-]+\+)?json\b|application\/(?:javascript|xml)\b)/i;
/**
 * Brotli at quality 4 costs about what gzip -6 does and compresses JSON better; a 256 KB window (lgwin 18)
 * bounds the memory of each stream.
 */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 18,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};
const GZIP_LEVEL = 5;

export type Encoding = 'br' | 'gzip';

/**
 * The encodings the browser accepts, brotli before gzip (`Accept-Encoding`, q-values honoured, `*` counts for
 * both); empty when it accepts neither.
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  if (typeof header !== 'string' || header === '') return [];
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const item of header.split(',')) {
    const [rawName = '', ...params] = item.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    if (!Number.isFinite(q)) q = 0;
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') any = q;
  }
  const accepted: Encoding[] = [];
  if ((br ?? any ?? 0) > 0) accepted.push('br');
  if ((gzip ?? any ?? 0) > 0) accepted.push('gzip');
  return accepted;
}

/** The encoding the browser accepts, brotli first (see acceptedEncodings); null when it accepts neither. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  return acceptedEncodings(header)[0] ?? null;
}

/**
 * Whether to compress a proxied 2xx answer, and if so, its headers made to say so (in place): Content-Length
 * dropped, Content-Encoding set, `Vary: Accept-Encoding`, a strong ETag made weak (the bytes differ). Left alone:
 * HEAD, 204/206, an answer already encoded or with a range, a type that is not JSON or text, a declared length
 * under `COMPRESS_MIN_BYTES`, and a browser that accepts neither brotli nor gzip.
 */
export function negotiateCompression(
  req: IncomingMessage,
  status: number,
  headers: string[],
): Encoding | null {
  if (status < 200 || status >= 300 || status === 204 || status === 206 || req.method === 'HEAD') return null;
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (encoding === null) return null;
  let typeOk = false;
  let lengthSeen = false;
  let varyAt = -1;
  let etagAt = -1;
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = headers[i];
    const value = headers[i + 1] as string;
    if (name === 'content-encoding' || name === 'content-range') return null;
    if (name === 'content-type') typeOk = COMPRESSIBLE_TYPE.test(value);
    else if (name === 'content-length') {
      if (Number(value) < COMPRESS_MIN_BYTES) return null;
      lengthSeen = true;
    } else if (name === 'vary') varyAt = i;
    else if (name === 'etag') etagAt = i;
  }
  if (!typeOk) return null;
  if (etagAt >= 0 && !(headers[etagAt + 1] as string).startsWith('W/')) {
    headers[etagAt + 1] = `W/${headers[etagAt + 1]}`;
  }
  if (varyAt >= 0) {
    const vary = headers[varyAt + 1] as string;
    if (!/\baccept-encoding\b/i.test(vary) && vary.trim() !== '*')
      headers[varyAt + 1] = `${vary}, Accept-Encoding`;
  } else {
    headers.push('vary', 'Accept-Encoding');
  }
  // Every length goes (the compressed body has another), however many the list holds.
  if (lengthSeen) dropAll(headers, 'content-length');
  headers.push('content-encoding', encoding);
  return encoding;
}

/** Removes every `name` entry of a flat [name, value, …] list, in place. */
function dropAll(headers: string[], name: string): void {
  let to = 0;
  for (let i = 0; i + 1 < headers.length; i += 2) {
    if (headers[i] === name) continue;
    headers[to] = headers[i] as string;
    headers[to + 1] = headers[i + 1] as string;
    to += 2;
  }
  headers.length = to;
}

/** The body of a compressed answer: written to as the upstream's chunks arrive, streamed to the browser. */
export interface CompressedBody {
  /** False: the compressor is full; `onDrain` is called once it takes more. */
  write(chunk: Buffer): boolean;
  end(last: Buffer | null): void;
}

/**
 * Streams what is written through brotli or gzip into `res` (whose head is written), with backpressure both
 * ways: the browser's (the compressor pauses) and the compressor's (`write` returns false, then `onDrain`).
 * A browser that goes away destroys the compressor.
 */
export function compressInto(res: ServerResponse, encoding: Encoding, onDrain: () => void): CompressedBody {
  const compressor: Transform =
    encoding === 'br' ? createBrotliCompress({ params: BROTLI_PARAMS }) : createGzip({ level: GZIP_LEVEL });
  compressor.pipe(res);
  // Not expected (input is bytes); a broken stream ends the answer rather than throwing out of the event loop.
  compressor.on('error', () => res.destroy());
  res.once('close', () => compressor.destroy());
  // Chunks already parsed may still come after a false: one wait for 'drain' at a time.
  let waiting = false;
  const drained = () => {
    waiting = false;
    onDrain();
  };
  return {
    write(chunk) {
      if (compressor.write(chunk)) return true;
      if (!waiting) {
        waiting = true;
        compressor.once('drain', drained);
      }
      return false;
    },
    end(last) {
      if (last === null) compressor.end();
      else compressor.end(last);
    },
  };
}
