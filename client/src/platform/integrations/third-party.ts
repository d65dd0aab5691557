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

interface ThirdPartyWindow {
  CookieConsent?: CookieConsentApi;
  SupportChat?: SupportChatApi;
  FeedbackSurvey?: FeedbackSurveyApi;
}

export function thirdPartyGlobal<K extends keyof ThirdPartyWindow>(name: K): ThirdPartyWindow[K] {
  return (window as unknown as ThirdPartyWindow)[name];
}
