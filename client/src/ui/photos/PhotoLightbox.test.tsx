import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '#contracts/photos';
import { PhotoLightbox } from './PhotoLightbox';

const photo = (n: number): Photo =>
  ({
    imageId: `p-${n}`,
    localFileName: `photo-${n}.jpg`,
    dateTaken: null,
    created: '2025-01-01T10:00:00Z',
    uploaded: '2025-01-01T10:00:00Z',
    width: 800,
    height: 600,
    thumbnails: [],
  }) as unknown as Photo;

const photos = [photo(0), photo(1), photo(2), photo(3)];

function lightbox(index: number, onIndexChange: (index: number) => void) {
  return (
    <IntlProvider locale="en-GB" onError={() => undefined}>
      <PhotoLightbox
        photos={photos}
        index={index}
        hideArrows={false}
        actions={[]}
        onIndexChange={onIndexChange}
        onClose={() => undefined}
      />
    </IntlProvider>
  );
}

const shown = () => document.querySelector('.yarl__slide_current img[alt]:not([alt=""])');

describe('photo lightbox', () => {
  // Reduced motion: the viewer moves without animations (happy-dom's cancelled ones reject unhandled).
  beforeEach(() => {
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = original(query);
      if (query !== '(prefers-reduced-motion: reduce)') return list;
      const reduced: Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> =
        {
          matches: true,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        };
      return reduced as MediaQueryList;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the photo the user moved to when the route catches up late with an earlier move', async () => {
    const onIndexChange = vi.fn();
    const view = render(lightbox(1, onIndexChange));
    expect(shown()?.getAttribute('alt')).toBe('photo-1.jpg');
    const carousel = screen.getByRole('region', { name: 'Photos' }).closest('[tabindex]') ?? document.body;

    // → then ← before the route of the first move has reached the viewer.
    const moves = () => onIndexChange.mock.calls.map(([i]) => i);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    await waitFor(() => expect(moves()).toEqual([2]));
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    await waitFor(() => expect(moves()).toEqual([2, 1]));

    // The route now renders the first move (stale), then the second.
    view.rerender(lightbox(2, onIndexChange));
    view.rerender(lightbox(1, onIndexChange));
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([2, 1]);
    expect(shown()?.getAttribute('alt')).toBe('photo-1.jpg');
  });

  it('follows a change the user did not make in the viewer (a deleted photo makes way for the next)', async () => {
    const onIndexChange = vi.fn();
    const view = render(lightbox(1, onIndexChange));
    view.rerender(lightbox(3, onIndexChange));
    expect(shown()?.getAttribute('alt')).toBe('photo-3.jpg');
  });

  it('thirty arrow presses in a row move thirty photos, loading on through `neighbour`', async () => {
    const many = Array.from({ length: 40 }, (_, i) => photo(i));
    const onShow = vi.fn();
    // Only the first 5 are "loaded"; the rest come from neighbour, as the store would load the next page.
    const neighbour = vi.fn(
      async (id: string, step: 1 | -1) => many[many.findIndex((p) => p.imageId === id) + step],
    );
    render(
      <IntlProvider locale="en-GB" onError={() => undefined}>
        <PhotoLightbox
          photos={many.slice(0, 5)}
          index={0}
          hideArrows={false}
          actions={[]}
          onIndexChange={() => undefined}
          onShow={onShow}
          neighbour={neighbour}
          onClose={() => undefined}
        />
      </IntlProvider>,
    );
    for (let i = 0; i < 30; i += 1) fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(onShow).toHaveBeenCalledTimes(30));
    expect(onShow.mock.calls.map(([p]) => p.imageId)).toEqual(many.slice(1, 31).map((p) => p.imageId));
  });

  it('Escape right after an arrow closes, and the queued move does not happen', async () => {
    const onClose = vi.fn();
    const onIndexChange = vi.fn();
    render(
      <IntlProvider locale="en-GB" onError={() => undefined}>
        <PhotoLightbox
          photos={photos}
          index={0}
          hideArrows={false}
          actions={[]}
          onIndexChange={onIndexChange}
          onClose={onClose}
        />
      </IntlProvider>,
    );
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('a photo that fails to load says so instead of a broken image', async () => {
    render(lightbox(0, () => undefined));
    const full = document.querySelector('.yarl__slide_current img[alt="photo-0.jpg"]');
    expect(full).not.toBeNull();
    fireEvent.error(full as Element);
    expect(await screen.findByText('This photo could not be loaded. Please try again later.')).toBeTruthy();
    expect(document.querySelector('.yarl__slide_current img[alt="photo-0.jpg"]')).toBeNull();
  });
});
