/**
 * The header names of upstream answers, in one place: the proxy's allow-list (`forward-headers.ts` passes these
 * to the browser) and the names the HTTP/1.1 client's parser keeps as shared strings (`h1-response-parser.ts`),
 * which is the allow-list plus the names the proxy reads or drops.
 */

/**
 * Response headers of an upstream that reach the browser; everything else (server internals, debug headers,
 * cookies, hop-by-hop headers, a Location naming an internal host) stays behind.
 */
export const PASSED_RESPONSE_HEADERS: readonly string[] = [
  // The service's own time: the client files orders by it (in progress or history), so the upstream's Date wins
  // over the gateway's.
  'date',
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-disposition',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'expires',
  'age',
  'vary',
  'retry-after',
  'www-authenticate',
  // the resumable upload protocol (tus 1.0.0) of the photo-upload service
  'tus-resumable',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-offset',
  'upload-length',
  'upload-expires',
  'upload-metadata',
  'upload-defer-length',
];

/**
 * Names answers commonly carry that do not pass as they are: read by the proxy (Cache-Control passes only when
 * public, Location rewritten), by the client (framing, keep-alive), or dropped (a server's usual others).
 */
export const OTHER_COMMON_RESPONSE_HEADERS: readonly string[] = [
  'cache-control',
  'location',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'server',
  'x-powered-by',
  'set-cookie',
];
