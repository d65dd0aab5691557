import { decodeBase64Utf8 } from '#contracts/mail-text';
import type { RateCounter } from './rate-counter';
import { createRateLimiter, type RateRule, type RateVerdict } from './rate-limiter';

/**
 * Calls that make an upstream send mail (issue 57.2): each is limited per sender (the signed-in user, or the
 * client address for a call without one) and per recipient, per kind of mail, so nobody can mail a stranger
 * over and over in the brand's name. Past a limit the gateway answers 429 with Retry-After (decision 431).
 */
interface MailingRoute {
  /** The kind of mail; limits count each kind apart (an e-mail change does not spend the shares). */
  kind: string;
  service: string;
  method: string;
  path: RegExp;
  /** Where the recipient is: the path's first group, a base64 query value, or the JSON body's `email`. */
  recipient: 'path' | 'share-query' | 'body-email' | 'identity';
}

const MAILING_ROUTES: readonly MailingRoute[] = [
  // widgets.shareWidget: the widget's link to toEmailAddress (contracts/widgets.ts)
  {
    kind: 'share',
    service: 'widgets',
    method: 'PUT',
    path: /^\/v1\/widget\/[^/]+\/share\/?$/i,
    recipient: 'share-query',
  },
  // identity.requestEmailChange: a link to the new address (the body's email), a notice to the current one
  {
    kind: 'email-change',
    service: 'identity',
    method: 'POST',
    path: /^\/v2\/identities\/[^/]+\/[^/]+\/emailchanges\/?$/i,
    recipient: 'body-email',
  },
  // identity.requestAccountDeletion: a link to the account's own address (the identity names it)
  {
    kind: 'account-deletion',
    service: 'identity',
    method: 'POST',
    path: /^\/v2\/identities\/([^/]+\/[^/]+)\/deleteaccount\/?$/i,
    recipient: 'identity',
  },
  // emailGateway.subscribeNewsletter (the double opt-in link) and unsubscribe (contracts/email-gateway.ts)
  {
    kind: 'newsletter',
    service: 'email-gateway',
    method: 'POST',
    path: /^\/api\/v1\/Profiles\/([^/?]+)\/subscription\/?$/i,
    recipient: 'path',
  },
  {
    kind: 'newsletter',
    service: 'email-gateway',
    method: 'DELETE',
    path: /^\/api\/v1\/Profiles\/([^/?]+)\/subscription\/?$/i,
    recipient: 'path',
  },
];

const MAILING_SERVICES = new Set(MAILING_ROUTES.map((route) => route.service));

/** The window of the per-recipient and per-client limits. */
export const MAIL_WINDOW_MS = 3_600_000;
/** The window of the per-user limit. */
export const MAIL_USER_WINDOW_MS = 600_000;

/** A call that sends mail, recognised by its route; `recipient` is null when it is in the body (not read yet). */
export interface MailingCall {
  kind: string;
  recipient: string | null;
  /** The recipient is the JSON body's `email`: read it (`recipientInBody`) before `hit`. */
  recipientInBody: boolean;
}

/** An address as one key whatever its case, encoding or surrounding space. */
function addressKey(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // kept as it came
  }
  return decoded.trim().toLowerCase();
}

function queryValue(query: string, name: string): string | null {
  return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query).get(name);
}

/** The call's mailing route and recipient, or undefined for a call that sends no mail. */
export function mailingCallOf(
  service: string,
  method: string,
  rest: string,
  query: string,
): MailingCall | undefined {
  if (!MAILING_SERVICES.has(service)) return undefined;
  for (const route of MAILING_ROUTES) {
    if (route.service !== service || route.method !== method) continue;
    const match = route.path.exec(rest);
    if (match === null) continue;
    if (route.recipient === 'body-email') return { kind: route.kind, recipient: null, recipientInBody: true };
    let recipient: string | null = match[1] ?? '';
    if (route.recipient === 'share-query') {
      const encoded = queryValue(query, 'toEmailAddress');
      recipient = encoded === null ? null : decodeBase64Utf8(encoded);
    }
    return {
      kind: route.kind,
      recipient: recipient === null ? null : addressKey(recipient),
      recipientInBody: false,
    };
  }
  return undefined;
}

/** The `email` of a JSON body (an e-mail change's new address), as a key; null when there is none. */
export function recipientInBody(body: Buffer): string | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const email = (parsed as { email?: unknown }).email;
    return typeof email === 'string' ? addressKey(email) : null;
  } catch {
    return null;
  }
}

/** Who sends: the verified user of the request, or (without one) the client's address. */
export type MailSender = { user: string } | { client: string };

export interface MailThrottle {
  /**
   * Counts a mailing call for its sender and its recipient; the verdict is null within the limits. A call
   * without a recipient (a malformed one the upstream refuses) counts for its sender only.
   */
  hit(call: MailingCall, sender: MailSender): RateVerdict | Promise<RateVerdict>;
}

export interface MailLimits {
  /** Mails of one kind per recipient and hour (0: no limit). */
  perTarget: number;
  /** Mails of one kind per signed-in user and 10 minutes (0: no limit). */
  perUser: number;
  /** Mails per client address and hour, for calls without a signed-in user (0: no limit). */
  perClient: number;
}

export function createMailThrottle(
  options: MailLimits & { counter: RateCounter; onLimited?: (rule: string) => void; now?: () => number },
): MailThrottle {
  const common = {
    counter: options.counter,
    ...(options.onLimited ? { onLimited: options.onLimited } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  const hourly = createRateLimiter({ ...common, windowMs: MAIL_WINDOW_MS });
  const byUserWindow = createRateLimiter({ ...common, windowMs: MAIL_USER_WINDOW_MS });
  const perTarget: RateRule = { name: 'mail-per-target', max: options.perTarget };
  const perUser: RateRule = { name: 'mail-per-user', max: options.perUser };
  const perClient: RateRule = { name: 'mail-per-client', max: options.perClient };
  const byRecipient = (call: MailingCall): RateVerdict | Promise<RateVerdict> =>
    call.recipient === null ? null : hourly.hit(perTarget, `${call.kind}:${call.recipient}`);
  return {
    hit(call, sender) {
      const bySender =
        'user' in sender
          ? byUserWindow.hit(perUser, `${call.kind}:${sender.user}`)
          : hourly.hit(perClient, sender.client);
      if (bySender instanceof Promise) return bySender.then((verdict) => verdict ?? byRecipient(call));
      return bySender ?? byRecipient(call);
    },
  };
}
