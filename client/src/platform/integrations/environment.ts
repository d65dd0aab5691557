/**
 * The environment letter of a host, from its prefix: `t.albelli.nl` or `t-www.albelli.nl` → t (test),
 * `a.…` → a (acceptance); a production host (`www.…`, or no prefix) → p; local hosts (localhost, its
 * sub-domains, addresses) → d (development).
 */
export function environmentLetter(host: string): string {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || /^[\d.]+$/.test(name) || name.startsWith('['))
    return 'd';
  const prefix = /^([a-z])(?:[.-])/.exec(name);
  return prefix?.[1] ?? 'p';
}

/** A test environment: anything but a production host of a production deployment. */
export function isTestEnvironment(environment: string, letter: string): boolean {
  return environment !== 'production' || letter !== 'p';
}
