import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TimelineStore } from '#platform/photo-library/timeline';
import { ToastProvider } from '#ui/toast/ToastProvider';
import { useGoToDate } from './use-go-to-date';

const months = [
  { key: '2026-08', year: 2026, month: 8, count: 3 },
  { key: '2024-11', year: 2024, month: 11, count: 2 },
];

async function timeline(): Promise<TimelineStore> {
  const store = new TimelineStore(
    { sortKey: 'dateTaken', sortOrder: 'desc' },
    {
      fetchCounts: () => Promise.reject(new Error('not needed')),
      fetchSections: async () => months,
      fetchPage: async () => ({ images: [], cursor: null }),
    },
    0,
  );
  await store.load();
  return store;
}

/** What the hook handed out on the page's last render. */
let hook: ReturnType<typeof useGoToDate> | undefined;

function Page({ store }: { store: TimelineStore }) {
  hook = useGoToDate(store, true, false);
  return null;
}

/** The hook on a page of its own, handing out what it returns. */
function mount(store: TimelineStore) {
  hook = undefined;
  render(
    <IntlProvider locale="en-GB" messages={{}}>
      <ToastProvider>
        <BrowserRouter>
          <Page store={store} />
        </BrowserRouter>
      </ToastProvider>
    </IntlProvider>,
  );
  // Set by the render above (TypeScript cannot see that through the component).
  const handed = hook as ReturnType<typeof useGoToDate> | undefined;
  if (!handed) throw new Error('not rendered');
  return handed;
}

describe('useGoToDate: the address follows the month at the top', () => {
  beforeEach(() => window.history.replaceState(null, '', '/my-photos/photos'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('puts the month at the top into the address, replacing the entry', async () => {
    const hook = mount(await timeline());
    const entries = window.history.length;
    act(() => hook.onVisibleMonths(['2024-11'], '2024-11'));
    expect(window.location.pathname).toBe('/my-photos/photos');
    expect(window.location.search).toBe('?date=2024-11');
    expect(window.history.length).toBe(entries);
  });

  it("leaves a photo's preview address alone when scrolling settles as the preview opens", async () => {
    const hook = mount(await timeline());
    // The preview's navigation has changed the address; the timeline is still on screen until it renders.
    window.history.pushState(null, '', '/my-photos/photos/preview/p1');
    act(() => hook.onVisibleMonths(['2024-11'], '2024-11'));
    expect(window.location.pathname).toBe('/my-photos/photos/preview/p1');
    expect(window.location.search).toBe('');
  });
});
