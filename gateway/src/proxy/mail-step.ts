import {
  type MailingCall,
  type MailSender,
  type MailThrottle,
  mailingCallOf,
  recipientInBody,
} from '../limits/mail-throttle';
import type { RateVerdict } from '../limits/rate-limiter';
import type { TokenSubjects } from '../limits/token-subjects';
import type { ApiPath } from './api-path';
import { ownerSignedIn, SIGN_IN } from './owner-calls';
import type { CallStep, GatewayAnswers, ProxiedCall } from './proxied-call';

/** The most of a mailing call's body the gateway reads to find its recipient (an e-mail change is ~100 bytes). */
export const MAIL_BODY_LIMIT = 16 * 1024;

class MailBodyTooLarge extends Error {}

async function readBody(call: ProxiedCall): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of call.req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAIL_BODY_LIMIT) throw new MailBodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface MailStepOptions {
  subjects: TokenSubjects;
  mail: MailThrottle;
  answers: GatewayAnswers;
  /** Where a call within the limits goes on: the upstream call. */
  send: CallStep;
}

/**
 * Past the general limits: an owner's call without a verified user is refused (`owner-calls.ts`), then a call
 * that sends mail is counted for its sender and recipient (`mail-throttle.ts`), then `send`. A mailing call
 * whose recipient is in its body has the body read here (at most `MAIL_BODY_LIMIT`) and sent on as read.
 */
export function createMailStep(options: MailStepOptions): CallStep {
  const { subjects, mail, answers, send } = options;

  const onVerdict = (
    call: ProxiedCall,
    verdict: RateVerdict | Promise<RateVerdict>,
    go: () => void,
  ): void => {
    if (verdict === null) go();
    else if (!(verdict instanceof Promise)) answers.limited(call, verdict);
    else
      verdict.then(
        (later) => (later === null ? go() : answers.limited(call, later)),
        () => answers.answer(call, 502),
      );
  };

  async function throttleLater(call: ProxiedCall, mailing: MailingCall, go: () => void): Promise<void> {
    try {
      if (mailing.recipientInBody) {
        call.readBody = await readBody(call);
        mailing.recipient = recipientInBody(call.readBody);
      }
      const subject = await subjects.subjectOf(call.req.headers.authorization);
      const sender: MailSender = subject === null ? { client: call.address } : { user: subject };
      onVerdict(call, mail.hit(mailing, sender), go);
    } catch (error) {
      answers.answer(call, error instanceof MailBodyTooLarge ? 413 : 502);
    }
  }

  const throttle: CallStep = (call, upstream, parts) => {
    const mailing = mailingCallOf(upstream.service, call.req.method ?? 'GET', parts.rest, parts.query);
    const go = () => send(call, upstream, parts);
    if (mailing === undefined) return go();
    const subject = mailing.recipientInBody ? undefined : subjects.subjectOf(call.req.headers.authorization);
    if (subject === undefined || subject instanceof Promise) {
      void throttleLater(call, mailing, go);
      return;
    }
    onVerdict(call, mail.hit(mailing, subject === null ? { client: call.address } : { user: subject }), go);
  };

  return (call, upstream, parts: ApiPath) => {
    const owner = ownerSignedIn(subjects, upstream.service, call.req, parts);
    if (owner === false) answers.answer(call, 401, SIGN_IN);
    else if (!(owner instanceof Promise)) throttle(call, upstream, parts);
    else
      owner.then(
        (ok) => (ok ? throttle(call, upstream, parts) : answers.answer(call, 401, SIGN_IN)),
        () => answers.answer(call, 502),
      );
  };
}
