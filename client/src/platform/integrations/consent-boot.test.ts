import { afterEach, describe, expect, it, vi } from 'vitest';
import { startConsentBoot } from './consent-boot';
import { followConsentBoot, getConsent, setConsentCode } from './consent-store';
import type { CookieConsentApi } from './third-party';

/** A page as the boot script sees it: a window and a document (its parse state, its language, the vendor's tag). */
function page({ readyState = 'interactive' as DocumentReadyState, lang = 'fr-FR' } = {}) {
  const script = new EventTarget();
  const document = Object.assign(new EventTarget(), {
    readyState,
    documentElement: { lang },
    querySelector: (selector: string) => (selector === 'script[data-consent-script]' ? script : null),
  });
  const win = Object.assign(new EventTarget(), { document }) as unknown as Window & {
    CookieConsent?: CookieConsentApi;
  };
  let onChange: ((code: string) => void) | undefined;
  /** The vendor's script: `init` answers the stored code (and would show the banner without a valid one). */
  const vendor = (stored: string | null) => {
    const init = vi.fn<CookieConsentApi['init']>((options) => {
      onChange = options.onChange;
      return stored;
    });
    win.CookieConsent = { init, getCode: () => stored, open: () => undefined };
    return init;
  };
  return {
    win,
    vendor,
    scriptLoaded: () => script.dispatchEvent(new Event('load')),
    vendorReady: () => win.dispatchEvent(new Event('cookieconsent:ready')),
    parsed: () => {
      document.readyState = 'interactive';
      document.dispatchEvent(new Event('readystatechange'));
    },
    choose: (code: string) => onChange?.(code),
  };
}

afterEach(() => setConsentCode(null));

describe('the consent step started before the app', () => {
  it('calls the vendor’s init once, with the page’s locale, when the script came first', () => {
    const p = page();
    const init = p.vendor(null);
    startConsentBoot(p.win);
    p.vendorReady();
    p.scriptLoaded();
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]?.[0].locale).toBe('fr-FR');
    expect(p.win.accountConsentCode).toBeNull();
  });

  it('waits for a script that comes after it, then starts once (its ready event and its load both fire)', () => {
    const p = page({ lang: 'en-GB' });
    startConsentBoot(p.win);
    const init = p.vendor('10');
    expect(init).not.toHaveBeenCalled();
    p.vendorReady();
    p.scriptLoaded();
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]?.[0].locale).toBe('en-GB');
    expect(p.win.accountConsentCode).toBe('10');
  });

  it('starts on the script element’s load for a vendor that sends no ready event', () => {
    const p = page();
    startConsentBoot(p.win);
    const init = p.vendor('01');
    p.scriptLoaded();
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('draws no banner before the parser has reached <body>: it starts when the document is interactive', () => {
    const p = page({ readyState: 'loading' });
    const init = p.vendor(null);
    startConsentBoot(p.win);
    expect(init).not.toHaveBeenCalled();
    p.parsed();
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('leaves the defaults when the script never comes (blocked, offline)', () => {
    const p = page();
    startConsentBoot(p.win);
    const stop = followConsentBoot(p.win);
    expect(p.win.accountConsentCode).toBeUndefined();
    expect(getConsent()).toEqual({ analytics: false, marketing: false });
    stop();
  });
});

describe('the app’s consent store follows the boot script', () => {
  it('takes the stored code when the app starts after the step, then each choice', () => {
    const p = page();
    p.vendor('10');
    startConsentBoot(p.win);
    const stop = followConsentBoot(p.win);
    expect(getConsent()).toEqual({ analytics: true, marketing: false });
    p.choose('01');
    expect(getConsent()).toEqual({ analytics: false, marketing: true });
    stop();
    p.choose('11');
    expect(getConsent()).toEqual({ analytics: false, marketing: true });
  });

  it('takes the code when the app started first and the script came later', () => {
    const p = page();
    const stop = followConsentBoot(p.win);
    startConsentBoot(p.win);
    expect(getConsent()).toEqual({ analytics: false, marketing: false });
    p.vendor('11');
    p.vendorReady();
    expect(getConsent()).toEqual({ analytics: true, marketing: true });
    stop();
  });

  it('ignores an invalid stored code: the defaults apply until a choice is made', () => {
    const p = page();
    p.vendor('1x');
    startConsentBoot(p.win);
    const stop = followConsentBoot(p.win);
    expect(getConsent()).toEqual({ analytics: false, marketing: false });
    p.choose('10');
    expect(getConsent()).toEqual({ analytics: true, marketing: false });
    stop();
  });
});
