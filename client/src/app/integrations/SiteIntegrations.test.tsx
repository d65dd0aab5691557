import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '#platform/config/ConfigProvider';
import { SCREEN_SETTLE_MS } from '#platform/scheduling/when-screen-idle';
import { testConfig } from '#test/test-config';
import { SiteIntegrations } from './SiteIntegrations';

// The test environment loads no script: the ones added to the page are kept aside (what is asked for, and when,
// is what is tested here), and a test says when one has loaded.
let added: HTMLScriptElement[] = [];

const CHAT = 'https://chat.example/widget.js';
const SURVEY = 'https://survey.example/survey.js';

function renderAt(path: string) {
  const config = testConfig({
    integrations: {
      consentScriptUrl: 'https://consent.example/consent.js',
      analyticsUrl: 'https://analytics.example/collect',
      chat: { enabled: true, scriptUrl: CHAT },
      surveyScriptUrl: SURVEY,
    },
  });
  return render(
    <ConfigProvider config={config}>
      <MemoryRouter initialEntries={[path]}>
        <SiteIntegrations />
      </MemoryRouter>
    </ConfigProvider>,
  );
}

const asked = () => added.map((script) => script.src);

describe('SiteIntegrations', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    added = [];
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement) added.push(node);
        else append(node);
      }
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'SupportChat');
  });

  it('asks for the chat and the survey only once the screen has settled, then shows the chat', async () => {
    const chat = { init: vi.fn(), show: vi.fn(), hide: vi.fn() };
    Object.assign(window, { SupportChat: chat });
    renderAt('/orders');
    act(() => vi.advanceTimersByTime(SCREEN_SETTLE_MS - 1));
    expect(asked()).toEqual([]);
    // Settled, then the first idle time (the test environment has none: the next task).
    act(() => vi.advanceTimersByTime(1));
    await act(async () => vi.runOnlyPendingTimers());
    expect(asked()).toEqual(expect.arrayContaining([CHAT, SURVEY]));
    await act(async () => added.find((script) => script.src === CHAT)?.dispatchEvent(new Event('load')));
    expect(chat.init).toHaveBeenCalledWith(expect.objectContaining({ zIndex: 18, mobileBreakpoint: 576 }));
    expect(chat.show).toHaveBeenCalled();
  });

  it('asks for neither when the customer leaves before the screen settled', () => {
    const { unmount } = renderAt('/orders');
    act(() => vi.advanceTimersByTime(SCREEN_SETTLE_MS / 2));
    unmount();
    act(() => vi.runAllTimers());
    expect(asked()).toEqual([]);
  });
});
