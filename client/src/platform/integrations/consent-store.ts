import { useSyncExternalStore } from 'react';
import { type Consent, consentOf, DEFAULT_CONSENT } from './consent';

let current: Consent = DEFAULT_CONSENT;
const listeners = new Set<() => void>();

/** Takes the consent script's code: a valid one decides, an invalid one is ignored (the defaults apply). */
export function setConsentCode(code: string | null | undefined): void {
  const next = consentOf(code);
  if (next.analytics === current.analytics && next.marketing === current.marketing) return;
  current = next;
  for (const listener of listeners) listener();
}

export function getConsent(): Consent {
  return current;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): Consent {
  return useSyncExternalStore(subscribeConsent, getConsent, () => DEFAULT_CONSENT);
}
