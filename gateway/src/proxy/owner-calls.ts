import type { IncomingMessage } from 'node:http';
import type { TokenSubjects } from '../limits/token-subjects';
import type { ApiPath } from './api-path';

/**
 * Calls that name an address and are only for its owner (issue 57.7): the newsletter status and unsubscribe of
 * the e-mail gateway. The gateway refuses them at the edge (401) unless they carry a verified bearer token (in
 * bff mode the session's, which the gateway puts in) or the unsubscribe token of a newsletter mail (`token`);
 * whether the token's user owns the address, or the mail token is the address's, the e-mail gateway decides.
 */
const OWNER_CALLS: ReadonlyArray<{ service: string; methods: ReadonlySet<string>; path: RegExp }> = [
  {
    service: 'email-gateway',
    methods: new Set(['GET', 'HEAD', 'DELETE']),
    path: /^\/api\/v1\/Profiles\/[^/?]+\/subscription\/?$/i,
  },
];

/** A mail token in the query: `token=` with a value (its check is the upstream's). */
const MAIL_TOKEN = /(?:^\?|&)token=[\w-]/;

/**
 * Whether the call needs a signed-in user: it is an owner's call and carries no mail token. `rest` is the path
 * inside the service, `query` the query with its `?` (or '').
 */
function needsSignedInOwner(service: string, method: string, rest: string, query: string): boolean {
  const call = OWNER_CALLS.find((c) => c.service === service);
  if (call === undefined || !call.methods.has(method) || !call.path.test(rest)) return false;
  return !MAIL_TOKEN.test(query);
}

/** The challenge of the gateway's 401 for an owner's call. */
export const SIGN_IN: readonly string[] = ['www-authenticate', 'Bearer'];

/**
 * For an owner's call without a mail token: whether its bearer token is verified (false answers 401). True for
 * every other call.
 */
export function ownerSignedIn(
  subjects: TokenSubjects,
  service: string,
  req: IncomingMessage,
  parts: ApiPath,
): boolean | Promise<boolean> {
  if (!needsSignedInOwner(service, req.method ?? 'GET', parts.rest, parts.query)) return true;
  const subject = subjects.subjectOf(req.headers.authorization);
  return subject instanceof Promise ? subject.then((s) => s !== null) : subject !== null;
}
