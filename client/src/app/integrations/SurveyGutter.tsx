import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useBreakpoint } from '#platform/breakpoints/use-breakpoint';
import { useConfig } from '#platform/config/ConfigProvider';
import { isPhotoRoute } from '#platform/integrations/chat';
import {
  OVERLAY_SIDE_RESERVE_PROPERTY,
  SURVEY_TAB_RESERVE_PX,
  surveyId,
  surveySize,
} from '#platform/integrations/survey';

/** The feedback survey of the brand's locale and the screen's size, or null when the brand has none. */
export function useSurveyId(): string | null {
  const { brand, integrations } = useConfig();
  const size = surveySize(useBreakpoint());
  return integrations?.surveyScriptUrl ? surveyId(brand.locale, size) : null;
}

/**
 * Keeps the survey tab's width free from the first render where the survey will come (not on photo routes), so
 * its arrival at idle moves nothing (decision 462). Rendered with the first screen; the rest of the integrations
 * (`SiteIntegrations`, which loads the survey) comes after it (decision 476).
 */
export function SurveyGutter() {
  const { pathname } = useLocation();
  const surveyComing = useSurveyId() !== null && !isPhotoRoute(pathname);
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    if (surveyComing) root.setProperty(OVERLAY_SIDE_RESERVE_PROPERTY, `${SURVEY_TAB_RESERVE_PX}px`);
    else root.removeProperty(OVERLAY_SIDE_RESERVE_PROPERTY);
  }, [surveyComing]);
  return null;
}
