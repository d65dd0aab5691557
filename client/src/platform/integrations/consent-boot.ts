import type { CookieConsentApi } from './third-party';

/** The selector of the consent script's element in index.html's head (the gateway marks it). */
export const CONSENT_SCRIPT_SELECTOR = 'script[data-consent-script]';

/**
 * The consent step before the app (decision 210). index.html's head loads the brand's consent script (async,
 * from its own origin) and the boot script that calls this; whichever arrives second starts the step: the
 * vendor's `init`, with the page's language (the brand's locale, which the gateway writes on <html>), shows the
 * banner when no valid choice is stored. The code it returns, and each choice after it, is kept on
 * `window.accountConsentCode` and announced with an `account:consent` event, which the app's consent store
 * follows: the app never calls `init` itself. The banner goes into <body>: while the parser has not reached it,
 * the step waits for the document to be interactive (which comes before the app's own deferred scripts run).
 */
export function startConsentBoot(win: Window): void {
  const vendor = () => (win as Window & { CookieConsent?: CookieConsentApi }).CookieConsent;
  const { document } = win;
  let started = false;
  const publish = (code: string | null) => {
    win.accountConsentCode = code;
    win.dispatchEvent(new CustomEvent('account:consent', { detail: code }));
  };
  const init = () => {
    const api = vendor();
    if (started || api === undefined) return;
    started = true;
    publish(api.init({ locale: document.documentElement.lang || 'en-GB', onChange: publish }));
  };
  const whenParsed = () => {
    if (document.readyState !== 'loading') {
      init();
      return;
    }
    const parsed = () => {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', parsed);
      init();
    };
    document.addEventListener('readystatechange', parsed);
  };
  if (vendor() !== undefined) {
    whenParsed();
    return;
  }
  // Not there yet: the vendor's script says when it is (its `cookieconsent:ready` event; its element's load for
  // a vendor that sends none). A script that never comes (blocked, offline) leaves the defaults: no consent.
  win.addEventListener('cookieconsent:ready', whenParsed, { once: true });
  document.querySelector(CONSENT_SCRIPT_SELECTOR)?.addEventListener('load', whenParsed, { once: true });
}
