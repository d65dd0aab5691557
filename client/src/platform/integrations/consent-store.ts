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

/**
 * The one way consent reaches the app: from the consent boot script that started the consent step before the app
 * (decision 210; `consent-boot.ts`). Takes the code it has already learnt, then each one it announces. Returns
 * the function that stops following.
 */
export function followConsentBoot(win: Window): () => void {
  if (win.accountConsentCode !== undefined) setConsentCode(win.accountConsentCode);
  const take = (event: WindowEventMap['account:consent']) => setConsentCode(event.detail);
  win.addEventListener('account:consent', take);
  return () => win.removeEventListener('account:consent', take);
}
