import type { RateLimiter, RateRule, RateVerdict } from '../limits/rate-limiter';
import type { TokenSubjects } from '../limits/token-subjects';
import type { ApiPath } from './api-path';
import type { CallStep, GatewayAnswers, ProxiedCall } from './proxied-call';
import type { Upstream } from './upstreams';

/** Where the limits had to wait: the address verdict, the token's subject, or the user verdict. */
type Waiting =
  | { step: 'address'; verdict: Promise<RateVerdict> }
  | { step: 'subject'; subject: Promise<string | null> }
  | { step: 'user'; verdict: Promise<RateVerdict> };

export interface AdmissionOptions {
  limiter: RateLimiter;
  /** Per client address and per user (the verified subject of the bearer token). */
  rules: { perAddress: RateRule; perUser: RateRule };
  subjects: TokenSubjects;
  answers: GatewayAnswers;
  /** Where an admitted call goes on. */
  next: CallStep;
}

/**
 * The general rate limits of a proxied call: per client address, then per user. The common case answers at once
 * (a known key, a known token): no promise, no closure; a key's first hit on Redis or a token seen for the first
 * time goes on in `admitLater`.
 */
export function createAdmission(options: AdmissionOptions): CallStep {
  const { limiter, rules, subjects, answers, next } = options;

  /** The same steps as `admit`, awaited from `from`, the step that returned a promise. */
  async function admitLater(call: ProxiedCall, upstream: Upstream, parts: ApiPath, from: Waiting) {
    try {
      if (from.step === 'address') {
        const verdict = await from.verdict;
        if (verdict !== null) return answers.limited(call, verdict);
      }
      if (from.step !== 'user' && rules.perUser.max > 0) {
        const subject =
          from.step === 'subject'
            ? await from.subject
            : await subjects.subjectOf(call.req.headers.authorization);
        if (subject !== null) {
          const verdict = await limiter.hit(rules.perUser, subject);
          if (verdict !== null) return answers.limited(call, verdict);
        }
      }
      if (from.step === 'user') {
        const verdict = await from.verdict;
        if (verdict !== null) return answers.limited(call, verdict);
      }
    } catch {
      return answers.answer(call, 502);
    }
    next(call, upstream, parts);
  }

  return (call, upstream, parts) => {
    const byAddress = limiter.hit(rules.perAddress, call.address);
    if (byAddress instanceof Promise) {
      void admitLater(call, upstream, parts, { step: 'address', verdict: byAddress });
      return;
    }
    if (byAddress !== null) return answers.limited(call, byAddress);
    if (rules.perUser.max > 0) {
      const subject = subjects.subjectOf(call.req.headers.authorization);
      if (subject instanceof Promise) {
        void admitLater(call, upstream, parts, { step: 'subject', subject });
        return;
      }
      if (subject !== null) {
        const byUser = limiter.hit(rules.perUser, subject);
        if (byUser instanceof Promise) {
          void admitLater(call, upstream, parts, { step: 'user', verdict: byUser });
          return;
        }
        if (byUser !== null) return answers.limited(call, byUser);
      }
    }
    next(call, upstream, parts);
  };
}
