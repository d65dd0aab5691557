import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Photo } from '#contracts/photos';
import { countToAdd } from '#platform/photo-library/albums';
import { Selection } from '#platform/photo-library/selection';
import { TimelineStore } from '#platform/photo-library/timeline';
import { photo as libraryPhoto } from '#platform/photo-library/timeline/timeline-store.test-support';
import { AlbumPickerMonths } from './AlbumPickerMonths';

const photo = (id: string, month: string): Photo => ({
  ...libraryPhoto(id),
  dateTaken: `${month}-10T10:00:00`,
});

/** August 2026 (60 photos: its first page of 24 loads) and July 2026 (2 photos, both already in the album). */
async function library(): Promise<TimelineStore> {
  const all: Record<string, Photo[]> = {
    '2026-08': Array.from({ length: 60 }, (_, i) => photo(`aug-${i}`, '2026-08')),
    '2026-07': [photo('jul-0', '2026-07'), photo('jul-1', '2026-07')],
  };
  const store = new TimelineStore(
    { sortKey: 'dateTaken', sortOrder: 'desc' },
    {
      fetchCounts: async () => ({ timeline: { 2026: { 8: 60, 7: 2 } } }),
      fetchPage: async (month, _sort, limit, cursor) => {
        const photos = all[`${month.year}-0${month.month}`] ?? [];
        const from = Number(cursor ?? 0);
        const to = from + limit;
        return { images: photos.slice(from, to), cursor: to < photos.length ? String(to) : null };
      },
    },
    2,
  );
  await store.load();
  await Promise.all([store.loadMonth('2026-08'), store.loadMonth('2026-07')]);
  return store;
}

const inAlbum = new Map([
  ['jul-0', '2026-07'],
  ['jul-1', '2026-07'],
  ['aug-3', '2026-08'],
]);

function Picker({ store, selection }: { store: TimelineStore; selection: Selection }) {
  const selected = useSyncExternalStore(selection.subscribe, selection.getSnapshot);
  useSyncExternalStore(store.subscribe, store.getVersion);
  return (
    <>
      <output>{countToAdd(selected.value, store, inAlbum)}</output>
      <AlbumPickerMonths
        months={store.months}
        selected={selected}
        inAlbum={inAlbum}
        onToggle={(p, month) => selection.toggle(p.imageId, month)}
        onToggleMonth={(month) => selection.toggleMonth(month.key, month.count)}
        onLoadMonth={(key) => void store.loadMonth(key)}
        onLoadMore={(key) => void store.loadMore(key)}
      />
    </>
  );
}

describe('the add-to-album picker by month taken', () => {
  it("a month's toggle selects the whole month, its unloaded photos too, less those in the album", async () => {
    const store = await library();
    const selection = new Selection();
    render(
      <IntlProvider locale="en-GB" defaultLocale="en-GB">
        <Picker store={store} selection={selection} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'August 2026' })).toBeTruthy();
    expect(screen.getByText('60 photos')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^aug-\d+\.jpg$/ })).toHaveLength(23);
    expect(screen.getByRole('button', { name: 'aug-3.jpg, already in the album' })).toHaveProperty(
      'disabled',
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Select all photos of August 2026' }));
    expect(screen.getByRole('status')).toHaveProperty('textContent', '59');
    expect(
      screen.getByRole('button', { name: 'Deselect all photos of August 2026' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'aug-0.jpg' }).getAttribute('aria-pressed')).toBe('true');

    // One photo off, then the month's button selects all of it again.
    await userEvent.click(screen.getByRole('button', { name: 'aug-0.jpg' }));
    expect(screen.getByRole('status')).toHaveProperty('textContent', '58');
    await userEvent.click(screen.getByRole('button', { name: 'Select all photos of August 2026' }));
    expect(screen.getByRole('status')).toHaveProperty('textContent', '59');

    // The photos loaded later are selected already.
    await userEvent.click(screen.getByRole('button', { name: 'Show 36 more photos of August 2026' }));
    await act(() => store.loadMore('2026-08'));
    expect(screen.getByRole('button', { name: 'aug-30.jpg' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Deselect all photos of August 2026' }));
    expect(screen.getByRole('status')).toHaveProperty('textContent', '0');
  });

  it('a month wholly in the album cannot be selected', async () => {
    const store = await library();
    render(
      <IntlProvider locale="en-GB" defaultLocale="en-GB">
        <Picker store={store} selection={new Selection()} />
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Select all photos of July 2026' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'jul-0.jpg, already in the album' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
