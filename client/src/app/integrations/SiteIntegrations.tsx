import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { setTracker } from '#platform/auth/tracker';
import { useConfig } from '#platform/config/ConfigProvider';
import { createAnalytics } from '#platform/integrations/analytics';
import { watchBottomOverlays } from '#platform/integrations/bottom-overlays';
import { CHAT_SETTINGS, chatLocale, isPhotoRoute } from '#platform/integrations/chat';
import { followConsentBoot, getConsent, subscribeConsent } from '#platform/integrations/consent-store';
import { environmentLetter, isTestEnvironment } from '#platform/integrations/environment';
import { loadScript } from '#platform/integrations/load-script';
import { robotsRule } from '#platform/integrations/robots';
import { thirdPartyGlobal } from '#platform/integrations/third-party';
import { pagesShownSince, subscribePageTitle } from '#platform/page-title/page-title-store';
import { whenScreenIdle } from '#platform/scheduling/when-screen-idle';
import { useSurveyId } from './SurveyGutter';

function warn(what: string) {
  return (error: unknown) => console.warn(`${what} not loaded`, error);
}

function setHeadElement(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/** The robots meta and canonical link follow the route (the gateway's index.html has the first page's). */
function useRobots(pathname: string): void {
  const { environment, brand } = useConfig();
  useEffect(() => {
    const rule = robotsRule({
      pathname,
      testEnvironment: isTestEnvironment(environment, environmentLetter(window.location.host)),
      canonicalHost: brand.hosts[0] ?? window.location.host,
    });
    const meta = setHeadElement('meta[name="robots"]', () => {
      const m = document.createElement('meta');
      m.name = 'robots';
      return m;
    });
    meta.setAttribute('content', rule.content);
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (rule.canonical === null) existing?.remove();
    else {
      const link = existing ?? document.createElement('link');
      link.rel = 'canonical';
      link.href = rule.canonical;
      if (!existing) document.head.append(link);
    }
  }, [pathname, environment, brand.hosts]);
}

/**
 * The site's third-party integrations: the consent (the code of the consent step, which starts before the app,
 * decides analytics and marketing), page views with analytics consent, the support chat (unless disabled; hidden
 * on photo routes), the feedback survey for the locale and screen size (also hidden on photo routes), and the
 * robots rule. Every script is optional: one that cannot load leaves the account area as it is (no consent means
 * no analytics). Not needed by the first render: loaded after it, as a chunk of its own (decision 476).
 */
export function SiteIntegrations() {
  const { brand, integrations } = useConfig();
  const { pathname } = useLocation();
  useRobots(pathname);
  // The cookie banner and the chat launcher sit over the page's bottom: the app's bottom bars go above them.
  useEffect(() => watchBottomOverlays(document.getElementById('root')), []);

  const analytics = useMemo(
    () =>
      integrations
        ? createAnalytics({ url: integrations.analyticsUrl, brand: brand.id, locale: brand.locale })
        : null,
    [integrations, brand.id, brand.locale],
  );

  // Consent first, the analytics follow it. The consent step itself starts before the app, from index.html's
  // head (decision 210): the app takes the code it learnt and each choice after it, and never adds the script.
  useEffect(() => followConsentBoot(window), []);
  useEffect(() => {
    if (!analytics) return;
    setTracker(analytics);
    analytics.setConsent(getConsent());
    return subscribeConsent(() => analytics.setConsent(getConsent()));
  }, [analytics]);

  // A page view per page shown, once its screen has set its own title (never index.html's placeholder, however
  // long a lazy screen takes), and only with analytics consent. The pages shown before this loaded (it comes after
  // the first render) are counted too; without consent, only the page on screen waits for it.
  const sentUpTo = useRef(0);
  useEffect(() => {
    if (!analytics) return;
    const send = () => {
      const pending = pagesShownSince(sentUpTo.current);
      const last = pending.at(-1);
      if (!last) return;
      if (!getConsent().analytics) {
        sentUpTo.current = last.seq - 1;
        return;
      }
      sentUpTo.current = last.seq;
      for (const page of pending) analytics.pageView({ path: page.path, title: page.title });
    };
    send();
    const unsubscribeTitle = subscribePageTitle(send);
    // A page opened before consent is counted once consent is given.
    const unsubscribeConsent = subscribeConsent(send);
    return () => {
      unsubscribeTitle();
      unsubscribeConsent();
    };
  }, [analytics]);

  // The support chat, hidden on photo routes. It and the survey come once the screen has settled (decision 394):
  // nobody opens them in a page's first seconds, and their scripts, styles and boxes would compete with the
  // screen's own first render and images.
  const chatEnabled = integrations?.chat.enabled === true;
  const chatUrl = integrations?.chat.scriptUrl;
  const onPhotoRoute = isPhotoRoute(pathname);
  const chatReady = useRef(false);
  useEffect(() => {
    if (!chatEnabled || !chatUrl) return;
    let active = true;
    const cancel = whenScreenIdle(() => {
      loadScript(chatUrl).then(() => {
        const chat = thirdPartyGlobal('SupportChat');
        if (!active || !chat) return;
        chat.init({ ...CHAT_SETTINGS, locale: chatLocale(brand.vendorLocale), brand: brand.id });
        chatReady.current = true;
        if (isPhotoRoute(window.location.pathname)) chat.hide();
        else chat.show();
      }, warn('support chat'));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [chatEnabled, chatUrl, brand.vendorLocale, brand.id]);
  useEffect(() => {
    if (!chatReady.current) return;
    const chat = thirdPartyGlobal('SupportChat');
    if (onPhotoRoute) chat?.hide();
    else chat?.show();
  }, [onPhotoRoute]);

  // The feedback survey of the locale, for small or medium screens; like the chat, not on photo routes, where
  // its tab on the side of the page would cover the grid's last column, the date scrubber and the preview. Its
  // tab's width is kept free from the first paint by SurveyGutter.
  const surveyUrl = integrations?.surveyScriptUrl;
  const surveyId = useSurveyId();
  useEffect(() => {
    if (!surveyUrl || surveyId === null) return;
    if (onPhotoRoute) {
      thirdPartyGlobal('FeedbackSurvey')?.remove();
      return;
    }
    let active = true;
    const cancel = whenScreenIdle(() => {
      loadScript(surveyUrl).then(() => {
        if (active) thirdPartyGlobal('FeedbackSurvey')?.load(surveyId, { locale: brand.locale });
      }, warn('feedback survey'));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [surveyUrl, surveyId, brand.locale, onPhotoRoute]);

  return null;
}
