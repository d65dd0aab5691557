import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider } from '#platform/config/ConfigProvider';
import { testConfig } from '#test/test-config';
import { SurveyGutter } from './SurveyGutter';

const INTEGRATIONS = {
  consentScriptUrl: 'https://consent.example/consent.js',
  analyticsUrl: 'https://analytics.example/collect',
  chat: { enabled: false, scriptUrl: 'https://chat.example/widget.js' },
  surveyScriptUrl: 'https://survey.example/survey.js',
};

function renderAt(path: string, integrations: typeof INTEGRATIONS | undefined) {
  const config = testConfig({ integrations });
  return render(
    <ConfigProvider config={config}>
      <MemoryRouter initialEntries={[path]}>
        <SurveyGutter />
      </MemoryRouter>
    </ConfigProvider>,
  );
}

const reserve = () => document.documentElement.style.getPropertyValue('--overlay-side-reserve');

describe('SurveyGutter', () => {
  afterEach(() => document.documentElement.style.removeProperty('--overlay-side-reserve'));

  it("keeps the Feedback tab's width free from the first render where the survey will come", () => {
    renderAt('/orders', INTEGRATIONS);
    expect(reserve()).toBe('36px');
  });

  it('keeps none on photo pages, where the survey is not shown', () => {
    renderAt('/my-photos/photos', INTEGRATIONS);
    expect(reserve()).toBe('');
  });

  it('keeps none where the site has no integrations', () => {
    renderAt('/orders', undefined);
    expect(reserve()).toBe('');
  });
});
