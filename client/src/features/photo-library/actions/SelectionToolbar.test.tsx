import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Photo } from '#contracts/photos';
import { ConfigProvider } from '#platform/config/ConfigProvider';
import { FeatureFlagsProvider } from '#platform/feature-flags/FeatureFlagsProvider';
import { Selection } from '#platform/photo-library/selection';
import { TimelineStore } from '#platform/photo-library/timeline';
import { PushProvider } from '#platform/push/PushProvider';
import { testConfig } from '#test/test-config';
import { ModalStackProvider } from '#ui/modal/ModalStackProvider';
import { ToastProvider } from '#ui/toast/ToastProvider';
import { DownloadAction } from './DownloadAction';
import { SelectionActionButton } from './SelectionActionButton';
import { SelectionToolbar } from './SelectionToolbar';
import { PhotoSelectionProvider } from './selection-context';

const photos = Array.from({ length: 120 }, (_, i) => ({ imageId: `p${i}` }) as Photo);

/** A list of `total` photos (one section, like an album) of which the first 120 are loaded. */
async function listOf(total: number): Promise<TimelineStore> {
  const store = new TimelineStore(
    { sortKey: 'dateTaken', sortOrder: 'desc' },
    {
      fetchCounts: () => Promise.reject(new Error('a list without months')),
      fetchSections: async () => [{ key: 'list', year: 0, month: 0, count: total }],
      fetchPage: async () => ({ images: photos, cursor: total > photos.length ? 'more' : null }),
    },
    0,
  );
  await store.load();
  await store.loadMonth('list');
  return store;
}

/** An action of a test's own, as a screen would add one: its button in the toolbar. */
function TestAction({
  label,
  onClick,
  unavailable,
}: {
  label: string;
  onClick(): void;
  unavailable?: string;
}) {
  return <SelectionActionButton primary label={label} reason={unavailable ?? null} onClick={onClick} />;
}

function Toolbar({
  amount,
  store,
  children,
}: {
  amount: number;
  store: TimelineStore;
  children: React.ReactNode;
}) {
  const [selection] = useState(() => {
    const model = new Selection();
    model.start();
    model.setAll(photos.slice(0, amount).map((p) => p.imageId));
    return model;
  });
  const selected = useSyncExternalStore(selection.subscribe, selection.getSnapshot);
  return (
    <PhotoSelectionProvider selection={selection} selected={selected} store={store}>
      <SelectionToolbar />
      {children}
    </PhotoSelectionProvider>
  );
}

async function renderToolbar(amount: number, actions: React.ReactNode, total = photos.length) {
  const store = await listOf(total);
  render(
    <MemoryRouter initialEntries={['/?PhotoManagementDownloadViewEnabled=true']}>
      <ConfigProvider config={testConfig()}>
        <FeatureFlagsProvider>
          <PushProvider>
            <IntlProvider locale="en-GB" onError={() => undefined}>
              <ModalStackProvider>
                <ToastProvider>
                  <Toolbar amount={amount} store={store}>
                    {actions}
                  </Toolbar>
                </ToastProvider>
              </ModalStackProvider>
            </IntlProvider>
          </PushProvider>
        </FeatureFlagsProvider>
      </ConfigProvider>
    </MemoryRouter>,
  );
}

const downloadAndDelete = (onDelete = vi.fn()) => (
  <>
    <DownloadAction />
    <TestAction label="Delete" onClick={onDelete} />
  </>
);

describe('selection toolbar', () => {
  it('says how many are selected and disables every action with nothing selected', async () => {
    await renderToolbar(0, downloadAndDelete());
    screen.getByText('0 selected');
    for (const name of ['Download', 'Delete']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('allows downloading up to 100 photos and explains why not above', async () => {
    const onDelete = vi.fn();
    await renderToolbar(100, downloadAndDelete(onDelete));
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('disables Download above 100 with the tooltip of the spec', async () => {
    await renderToolbar(101, downloadAndDelete());
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download.hasAttribute('disabled')).toBe(true);
    const tip = document.getElementById(download.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe('Up to 100 photos can be downloaded at a time');
    expect(screen.getByRole('tooltip').textContent).toBe('Up to 100 photos can be downloaded at a time');
    screen.getByText('101 selected');
  });

  it('keeps an unavailable action disabled with its reason as the tooltip', async () => {
    await renderToolbar(
      2,
      <>
        <DownloadAction />
        <TestAction label="Delete from album" unavailable="Unavailable for shared albums" onClick={vi.fn()} />
      </>,
    );
    const remove = screen.getByRole('button', { name: 'Delete from album' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Unavailable for shared albums',
    );
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(false);
  });

  it('lists the actions in the order the screen gives them, and Select all selects every loaded photo', async () => {
    await renderToolbar(2, downloadAndDelete());
    const toolbar = screen.getByRole('toolbar', { name: 'Selected photos' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.textContent);
    expect(names).toEqual(['Cancel', 'Select all', 'Download', 'Delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    screen.getByText('120 selected');
    screen.getByRole('button', { name: 'Deselect all' });
  });

  it('Select all selects the whole list at once, loaded or not: a million photos, Download disabled with the tooltip', async () => {
    await renderToolbar(0, downloadAndDelete(), 1_000_000);
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    screen.getByText('1,000,000 selected');
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('tooltip').textContent).toBe('Up to 100 photos can be downloaded at a time');
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Deselect all' }));
    screen.getByText('0 selected');
  });
});
