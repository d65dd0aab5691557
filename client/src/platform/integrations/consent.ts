/** The visitor's cookie consent: analytics and marketing, both false until the visitor says otherwise. */
export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

export const DEFAULT_CONSENT: Consent = Object.freeze({ analytics: false, marketing: false });

/**
 * Decodes the consent script's two-character code (00, 01, 10, 11: first analytics, second marketing). Anything
 * else (absent, another length or character) is ignored: null, and the defaults apply.
 */
export function decodeConsent(code: string | null | undefined): Consent | null {
  if (typeof code !== 'string' || !/^[01]{2}$/.test(code)) return null;
  return { analytics: code[0] === '1', marketing: code[1] === '1' };
}

/** The consent a code gives: its decoding, or the defaults for an invalid or missing one. */
export function consentOf(code: string | null | undefined): Consent {
  return decodeConsent(code) ?? DEFAULT_CONSENT;
}
