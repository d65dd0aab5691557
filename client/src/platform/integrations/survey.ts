import { type Breakpoint, breakpointOf } from '#platform/breakpoints/breakpoints';

/** The feedback survey of each locale that has one (11 locales), for small screens and for the others. */
export const SURVEY_IDS: Readonly<Record<string, { small: string; medium: string }>> = {
  'nl-NL': { small: 'fb-nl-nl-m-4817', medium: 'fb-nl-nl-d-4816' },
  'nl-BE': { small: 'fb-nl-be-m-4819', medium: 'fb-nl-be-d-4818' },
  'fr-BE': { small: 'fb-fr-be-m-4821', medium: 'fb-fr-be-d-4820' },
  'fr-FR': { small: 'fb-fr-fr-m-4823', medium: 'fb-fr-fr-d-4822' },
  'de-DE': { small: 'fb-de-de-m-4825', medium: 'fb-de-de-d-4824' },
  'en-GB': { small: 'fb-en-gb-m-4827', medium: 'fb-en-gb-d-4826' },
  'sv-SE': { small: 'fb-sv-se-m-4829', medium: 'fb-sv-se-d-4828' },
  'nb-NO': { small: 'fb-nb-no-m-4831', medium: 'fb-nb-no-d-4830' },
  'da-DK': { small: 'fb-da-dk-m-4833', medium: 'fb-da-dk-d-4832' },
  'it-IT': { small: 'fb-it-it-m-4835', medium: 'fb-it-it-d-4834' },
  'es-ES': { small: 'fb-es-es-m-4837', medium: 'fb-es-es-d-4836' },
};

/**
 * The width (px) kept free at the right edge from the first paint on a page where the survey's 'Feedback' tab will
 * come (decision 462): the tab arrives when the screen is idle, and a gutter made only then moved the page's right
 * edge once (a layout shift, text rewrapped on phones). The vendor's tab is 33 px wide; a wider one still gets its
 * measured width (`--overlay-side`).
 */
export const SURVEY_TAB_RESERVE_PX = 36;

/**
 * The root element's property holding the survey tab's width before it arrives, where it is known to come
 * (decision 462). Here, not with the overlays' measuring (`bottom-overlays.ts`), which loads after the first
 * render while the reservation is made in it (decision 476).
 */
export const OVERLAY_SIDE_RESERVE_PROPERTY = '--overlay-side-reserve';

/** Small screens get the small survey; medium and wider screens the medium one. */
export function surveySize(breakpoint: Breakpoint): 'small' | 'medium' {
  return breakpoint === 'small' ? 'small' : 'medium';
}

/** The survey id for a locale and screen size, or null when the locale has no survey. */
export function surveyId(locale: string, size: 'small' | 'medium'): string | null {
  return SURVEY_IDS[locale]?.[size] ?? null;
}

/** The survey id for a locale at a window width, or null when the locale has no survey. */
export function surveyIdFor(locale: string, width: number): string | null {
  return surveyId(locale, surveySize(breakpointOf(width)));
}
