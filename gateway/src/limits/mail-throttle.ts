import type { RateCounter } from './rate-counter';
import { createRateLimiter, type RateRule, type RateVerdict } from './rate-limiter';

/**
 * Calls that make an upstream send mail to an address in their path, callable without a token: each is limited
 * per target address and per client address within an hour, so nobody can mail a stranger over and over (the
 * e-mail gateway's own limit is 3,000 a minute). Past a limit the gateway answers 429 with Retry-After.
 */
const MAILING_CALLS: ReadonlyArray<{ service: string; method: string; path: RegExp }> = [
  // emailGateway.subscribeNewsletter: sends the double opt-in link (contracts/email-gateway.ts)
  { service: 'email-gateway', method: 'POST', path: /^\/api\/v1\/Profiles\/([^/?]+)\/subscription(?:\?|$)/i },
];

const MAILING_SERVICES = new Set(MAILING_CALLS.map((call) => call.service));

export const MAIL_WINDOW_MS = 3_600_000;

export interface MailThrottle {
  /**
   * For a call that sends mail: counts it for its target and its client, and the verdict (null within the
   * limits). Undefined for any other call (nothing counted).
   */
  hit(
    service: string,
    method: string,
    rest: string,
    client: string,
  ): RateVerdict | Promise<RateVerdict> | undefined;
}

/** The address a mailing call's path names, as one key whatever its case or encoding. */
function targetOf(encoded: string): string {
  try {
    return decodeURIComponent(encoded).trim().toLowerCase();
  } catch {
    return encoded.toLowerCase();
  }
}

export function createMailThrottle(options: {
  counter: RateCounter;
  /** Mails per target address and hour (0: no limit). */
  perTarget: number;
  /** Mails per client address and hour (0: no limit). */
  perClient: number;
  onLimited?: (rule: string) => void;
  now?: () => number;
}): MailThrottle {
  const limiter = createRateLimiter({
    counter: options.counter,
    windowMs: MAIL_WINDOW_MS,
    ...(options.onLimited ? { onLimited: options.onLimited } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const perTarget: RateRule = { name: 'mail-per-target', max: options.perTarget };
  const perClient: RateRule = { name: 'mail-per-client', max: options.perClient };
  return {
    hit(service, method, rest, client) {
      if (!MAILING_SERVICES.has(service)) return undefined;
      const call = MAILING_CALLS.find(
        (c) => c.service === service && c.method === method && c.path.test(rest),
      );
      if (call === undefined) return undefined;
      const target = targetOf(call.path.exec(rest)?.[1] ?? '');
      const byClient = limiter.hit(perClient, client);
      if (byClient instanceof Promise)
        return byClient.then((verdict) => verdict ?? limiter.hit(perTarget, target));
      return byClient ?? limiter.hit(perTarget, target);
    },
  };
}
