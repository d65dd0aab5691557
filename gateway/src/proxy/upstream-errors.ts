/**
 * What the browser may see of an upstream's error answer. A 5xx is never passed on: its body (a stack trace, an
 * exception name) and its status are the upstream's business, the browser gets the gateway's own error. A 4xx
 * is part of the API (a form's field errors, a conflict), so its JSON body passes, without anything in it that
 * names the upstream's insides.
 */

/** The largest 4xx body the gateway reads to clean; a larger one (no API error is that big) is replaced. */
export const ERROR_BODY_LIMIT = 64 * 1024;

/** The status the browser gets for an upstream 5xx: 503 and 504 keep their meaning, anything else is 502. */
export function gatewayStatusForUpstream5xx(status: number): number {
  return status === 503 || status === 504 ? status : 502;
}

/** A string that names a host, an address, a URL, a file path or a stack frame. */
const INTERNAL_DETAIL = new RegExp(
  [
    '[a-z][a-z0-9+.-]*://', // a URL of any scheme
    String.raw`(?:^|[\s"'(=:,\[])/[\w.@~-]+/`, // an absolute path of two segments or more
    String.raw`\b[a-z]:\\`, // a Windows path
    String.raw`\b\d{1,3}(?:\.\d{1,3}){3}\b`, // an IPv4 address
    String.raw`\b(?:[0-9a-f]{1,4}:){3,7}[0-9a-f]{1,4}\b|\b[0-9a-f]{1,4}::|::[0-9a-f]{1,4}\b`, // an IPv6 address
    String.raw`\b[a-z][\w-]*(?:\.[\w-]+)*:\d{2,5}\b`, // host:port (not a time of day)
    String.raw`\bat\s+[\w$.<>[\]]+\s+\(`, // a stack frame
    String.raw`\.(?:[cm]?[jt]s|java|kt|py|go|cs|rb|php|scala)\b(?::\d+)+`, // file:line
    String.raw`\b(?:localhost|[\w-]+\.(?:internal|local|svc|cluster\.local|lan|corp))\b`, // internal host names
  ].join('|'),
  'i',
);

/** Fields that only ever carry internals, whatever their value. */
const INTERNAL_KEYS = new Set([
  'stack',
  'stacktrace',
  'trace',
  'exception',
  'cause',
  'path',
  'file',
  'debug',
  'host',
  'hostname',
  'server',
  'sql',
  'query',
]);

const MAX_DEPTH = 8;

/** `value` without the strings and fields that name internals; undefined when nothing is left of it. */
function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return INTERNAL_DETAIL.test(value) ? undefined : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    return value.map((item) => scrub(item, depth + 1)).filter((item) => item !== undefined);
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (INTERNAL_KEYS.has(key.toLowerCase()) || INTERNAL_DETAIL.test(key)) continue;
    const kept = scrub(item, depth + 1);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/**
 * The body of an upstream 4xx as the browser gets it: its JSON object with internal details removed and the
 * correlation id added, or null when the body is not a JSON object (HTML from a proxy, text, too large) and the
 * gateway's own error should be answered instead.
 */
export function cleanClientErrorBody(
  contentType: string | undefined,
  body: Buffer,
  correlationId: string,
): string | null {
  if (contentType === undefined || !/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const cleaned = scrub(parsed, 0) as Record<string, unknown>;
  if (typeof cleaned.error !== 'string') return null;
  return JSON.stringify({ ...cleaned, correlationId });
}
