/** A Host header split into a lower-case host name and an optional port, or null when it is not a valid host. */
export interface ParsedHost {
  hostname: string;
  port: string | null;
}

const NAME_HOST =
  /^((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.?(?::(\d{1,5}))?$/;
const IPV6_HOST = /^(\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/;
const MAX_HOST_LENGTH = 260;

export function parseHostHeader(value: string | undefined): ParsedHost | null {
  if (value === undefined || value.length === 0 || value.length > MAX_HOST_LENGTH) return null;
  const lower = value.toLowerCase();
  const match = NAME_HOST.exec(lower) ?? IPV6_HOST.exec(lower);
  if (match === null) return null;
  const hostname = match[1] ?? '';
  const port = match[2] ?? null;
  if (port !== null && Number(port) > 65535) return null;
  return { hostname, port };
}
