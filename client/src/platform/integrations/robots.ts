export interface RobotsRule {
  content: 'NOINDEX, NOFOLLOW' | 'INDEX, FOLLOW';
  /** The canonical URL, only where the page may be indexed. */
  canonical: string | null;
}

/**
 * NOINDEX, NOFOLLOW everywhere, except the root path outside test environments: INDEX, FOLLOW with a canonical
 * link to the brand's canonical host.
 */
export function robotsRule(input: {
  pathname: string;
  testEnvironment: boolean;
  canonicalHost: string;
}): RobotsRule {
  if (input.testEnvironment || input.pathname !== '/')
    return { content: 'NOINDEX, NOFOLLOW', canonical: null };
  return { content: 'INDEX, FOLLOW', canonical: `https://${input.canonicalHost}/` };
}
