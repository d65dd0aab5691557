import { type ServerResponse, validateHeaderValue } from 'node:http';

/**
 * Writing a proxied answer's head without Node checking every header again. `res.writeHead(status, list)` runs a
 * name regex and a value regex on each header (~1.6k instructions a header, ~15k a proxied answer, the largest
 * single cost of the gateway's proxy path). The names the proxy writes are its own (the allow-list, the gateway's
 * headers), so they are tokens already, and only values that came from the upstream need the value check, which
 * `checkedValue` applies as Node would. Headers set as Node's own `setHeader` keeps them are written unchecked
 * (they were checked when set); this module hands Node the headers in that form.
 */

/** Node's key of a response's headers as `setHeader` keeps them (`{ name: [name, value] }`), if found. */
let outHeaders: symbol | null | undefined;

function outHeadersKey(res: ServerResponse): symbol | null {
  if (outHeaders === undefined) {
    outHeaders = Object.getOwnPropertySymbols(res).find((key) => key.description === 'kOutHeaders') ?? null;
  }
  return outHeaders;
}

type HeaderEntry = [string, string | string[]];

/**
 * A response's headers as Node keeps them, by name. Made with `new`, not `Object.create(null)`: V8 keeps an object
 * from `Object.create(null)` (or `{ __proto__: null }`) as a hash table, and adding a proxied answer's dozen
 * headers to one, then Node's `for…in` over it, cost ~5k instructions an answer; an object made by a constructor
 * keeps a fixed layout. Its prototype is empty and has no prototype itself (no `constructor`, no `__proto__`
 * accessor), so no header name finds anything but its own entry.
 */
const HeaderEntries = function HeaderEntries(
  this: Record<string, HeaderEntry>,
) {} as unknown as new () => Record<string, HeaderEntry>;
HeaderEntries.prototype = Object.create(null);

/**
 * An upstream header value as it may go to the browser: Node's own check (no CR, LF, NUL or other control
 * character), which throws `ERR_INVALID_CHAR` as `writeHead` would have.
 */
export function checkedValue(name: string, value: string): string {
  validateHeaderValue(name, value);
  return value;
}

/**
 * `res.writeHead(status, headers)` for a flat [name, value, …] list whose names are valid lower-case tokens and
 * whose values are checked (`checkedValue`) or the gateway's own. Repeated names go out as repeated lines, as
 * with a list. Falls back to `writeHead` with its checks if Node keeps headers differently or some were set.
 */
export function writeCheckedHead(res: ServerResponse, status: number, headers: readonly string[]): void {
  const key = outHeadersKey(res);
  const target = res as unknown as Record<symbol, unknown>;
  if (key === null || target[key] !== null) {
    res.writeHead(status, headers as string[]);
    return;
  }
  const entries = new HeaderEntries();
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = headers[i] as string;
    const value = headers[i + 1] as string;
    const entry = entries[name];
    if (entry === undefined) entries[name] = [name, value];
    else if (typeof entry[1] === 'string') entry[1] = [entry[1], value];
    else entry[1].push(value);
  }
  target[key] = entries;
  res.writeHead(status);
}
