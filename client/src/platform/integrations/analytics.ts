import type { AnalyticsEvent } from '#contracts/integrations';
import type { Tracker } from '#platform/auth/tracker';
import type { Consent } from './consent';

const SUBJECT_KEY = 'analytics.subject';

export interface Analytics extends Tracker {
  setConsent(consent: Consent): void;
  pageView(page: { path: string; title: string }): void;
}

export interface AnalyticsOptions {
  /** The collector's base URL: events go to `{url}/collect`. */
  url: string;
  brand: string;
  locale: string;
  /** Sends one event (default: a text/plain POST the collector reads as JSON, no preflight, no cookies). */
  send?: (url: string, event: AnalyticsEvent) => void;
  /** Where the subject survives a reload of the tab (default sessionStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

function beacon(url: string, event: AnalyticsEvent): void {
  fetch(url, {
    method: 'POST',
    body: JSON.stringify(event),
    headers: { 'content-type': 'text/plain' },
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Page-view tracking: nothing is sent without analytics consent. The account subject recorded at sign-in is
 * sent once (identify) as soon as there is consent, and goes with every page view after it.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const send = options.send ?? beacon;
  const storage = options.storage ?? sessionStore();
  const collect = `${options.url.replace(/\/+$/, '')}/collect`;
  let consent: Consent = { analytics: false, marketing: false };
  let subject: string | null = storage?.getItem(SUBJECT_KEY) ?? null;
  let identified: string | null = null;

  const identify = () => {
    if (!consent.analytics || subject === null || identified === subject) return;
    identified = subject;
    send(collect, { type: 'identify', brand: options.brand, subject });
  };

  return {
    setConsent(next) {
      consent = next;
      identify();
    },
    setSubject(next) {
      subject = next;
      try {
        storage?.setItem(SUBJECT_KEY, next);
      } catch {
        // Storage full or blocked: the subject lives for this page only.
      }
      identify();
    },
    pageView({ path, title }) {
      if (!consent.analytics) return;
      send(collect, {
        type: 'pageview',
        brand: options.brand,
        path,
        title,
        locale: options.locale,
        ...(subject === null ? {} : { subject }),
      });
    },
  };
}
