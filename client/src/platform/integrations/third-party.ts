/** The globals the third-party scripts define (contracts of the consent, chat and survey vendors). */
export interface CookieConsentApi {
  /** Shows the banner when no valid choice is stored; returns the stored code (or null). */
  init(options: { locale: string; onChange: (code: string) => void }): string | null;
  getCode(): string | null;
  open(locale: string): void;
}

export interface SupportChatApi {
  init(options: {
    locale: string;
    zIndex: number;
    mobileBreakpoint: number;
    mobileExtraMargin: number;
    brand: string;
  }): void;
  show(): void;
  hide(): void;
}

export interface FeedbackSurveyApi {
  load(surveyId: string, options: { locale: string }): void;
  remove(): void;
}

/**
 * What the consent boot script (client/src/platform/boot/boot-entry.ts, run from index.html's head before the app) hands to
 * the app: the last code it learnt (the stored one at init, then each choice; null for none) on `window`, and an
 * `account:consent` event for each. The app's consent store follows them (`followConsentBoot`). Decision 210.
 */
declare global {
  interface Window {
    accountConsentCode?: string | null;
  }
  interface WindowEventMap {
    'account:consent': CustomEvent<string | null>;
  }
}

interface ThirdPartyWindow {
  CookieConsent?: CookieConsentApi;
  SupportChat?: SupportChatApi;
  FeedbackSurvey?: FeedbackSurveyApi;
}

export function thirdPartyGlobal<K extends keyof ThirdPartyWindow>(name: K): ThirdPartyWindow[K] {
  return (window as unknown as ThirdPartyWindow)[name];
}
