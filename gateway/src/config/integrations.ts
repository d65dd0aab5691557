import type { Integrations } from '#contracts/integrations';

/** Where the emulator serves its third-party stand-ins (fixtures/src/services/third-party/routes.ts). */
export const STAND_IN_PATH = '/third-party';

/** Offline every integration is the emulator's stand-in, on the origin browsers reach it at (the authority's). */
export function standInIntegrations(authority: string): Integrations {
  const base = `${new URL(authority).origin}${STAND_IN_PATH}`;
  return {
    consentScriptUrl: `${base}/consent.js`,
    analyticsUrl: `${base}/analytics`,
    chat: { enabled: true, scriptUrl: `${base}/chat.js` },
    surveyScriptUrl: `${base}/survey.js`,
  };
}

/** The origins the CSP names for the integrations: where their scripts come from and where they send to. */
export function integrationOrigins(integrations: Integrations): { scripts: string[]; connect: string[] } {
  const origin = (url: string) => new URL(url).origin;
  const unique = (list: string[]) => [...new Set(list)];
  const scripts = [integrations.consentScriptUrl, integrations.surveyScriptUrl];
  if (integrations.chat.enabled) scripts.push(integrations.chat.scriptUrl);
  return {
    scripts: unique(scripts.map(origin)),
    // The stand-ins (and the real widgets) report to their own origins; page views go to the collector.
    connect: unique([integrations.analyticsUrl, ...scripts].map(origin)),
  };
}
