import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStartOf, rowShown, startApp, startAppAfter } from './app-start';
import { FIRST_ROW_ATTRIBUTE, paintFirstRow } from './first-row-paint';

afterEach(() => {
  for (const node of document.querySelectorAll(`script[data-boot], [${FIRST_ROW_ATTRIBUTE}], head > link`)) {
    node.remove();
  }
  for (const node of document.querySelectorAll('head > script[src^="/assets/"]')) node.remove();
  vi.useRealTimers();
});

/** The boot tag as the gateway writes it on My photos' page (gateway/src/spa/index-pages.ts). */
function bootTag(attributes: Record<string, string>): void {
  const tag = document.createElement('script');
  tag.setAttribute('data-boot', '');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  document.head.append(tag);
}

describe('appStartOf', () => {
  it('reads the app the page left to the boot script', () => {
    bootTag({
      'data-app': '/assets/index-a1.js',
      'data-app-preloads': '/assets/react-b2.js /assets/intl-c3.js',
      'data-app-low-preloads': '/assets/PhotosPage-d4.js',
    });
    expect(appStartOf(document)).toEqual({
      entry: '/assets/index-a1.js',
      preloads: ['/assets/react-b2.js', '/assets/intl-c3.js'],
      lowPreloads: ['/assets/PhotosPage-d4.js'],
    });
  });

  it('is null when the page starts the app itself, and takes only the build’s own files', () => {
    expect(appStartOf(document)).toBeNull();
    bootTag({ 'data-app': 'https://elsewhere.example/app.js' });
    expect(appStartOf(document)).toBeNull();
    document.querySelector('script[data-boot]')?.remove();
    bootTag({
      'data-app': '/assets/index-a1.js',
      'data-app-preloads': '/assets/ok-1.js //evil.example/x.js',
    });
    expect(appStartOf(document)?.preloads).toEqual(['/assets/ok-1.js']);
  });
});

describe('startApp', () => {
  it('adds the entry and its modulepreloads, the screen’s at low priority', () => {
    startApp(document, {
      entry: '/assets/index-a1.js',
      preloads: ['/assets/react-b2.js'],
      lowPreloads: ['/assets/PhotosPage-d4.js'],
    });
    const script = document.querySelector<HTMLScriptElement>('head > script[src="/assets/index-a1.js"]');
    expect(script?.type).toBe('module');
    expect(script?.getAttribute('crossorigin')).toBe('');
    const links = [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="modulepreload"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      ['/assets/react-b2.js', null],
      ['/assets/PhotosPage-d4.js', 'low'],
    ]);
  });
});

describe('rowShown', () => {
  it('waits for the paint, then for the row’s images to be decoded; a broken image counts as shown', async () => {
    let paint: (value: number) => void = () => undefined;
    const painted = new Promise<number>((resolve) => {
      paint = resolve;
    });
    const decoded: string[] = [];
    const shown = rowShown(painted, document).then(() => 'shown');
    paintFirstRow(
      document,
      [
        { href: 'https://images.example/a/300', srcset: '' },
        { href: 'https://images.example/b/300', srcset: '' },
      ],
      { top: 100, left: 10, pitch: 150, cell: 146 },
    );
    const [first, second] = document.querySelectorAll<HTMLImageElement>(`[${FIRST_ROW_ATTRIBUTE}] img`);
    if (!first || !second) throw new Error('no row');
    first.decode = () => Promise.resolve().then(() => void decoded.push('a'));
    second.decode = () => Promise.reject(new Error('broken'));
    paint(2);
    await expect(shown).resolves.toBe('shown');
    expect(decoded).toEqual(['a']);
  });
});

/** A row not yet shown, and the way to show it. */
function pending(): { promise: Promise<void>; show: () => void } {
  let show: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    show = resolve;
  });
  return { promise, show };
}

describe('startAppAfter', () => {
  it('starts at once without a row to wait for', () => {
    const start = vi.fn();
    startAppAfter(null, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once the row is shown, or when it failed', async () => {
    const start = vi.fn();
    const row = pending();
    startAppAfter(row.promise, start);
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    row.show();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    const failed = vi.fn();
    startAppAfter(Promise.reject(new Error('no row')), failed);
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
  });

  it('starts after the cap when the row is slow, and only once when it comes after all', async () => {
    vi.useFakeTimers();
    const start = vi.fn();
    const row = pending();
    startAppAfter(row.promise, start, 1000);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    row.show();
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
