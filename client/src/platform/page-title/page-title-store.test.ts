import { describe, expect, it } from 'vitest';
import { pagesShownSince, setPageTitle } from './page-title-store';

/** Shows a page as the router does: the address first, then its screen's title. */
function show(path: string, title: string): void {
  window.history.pushState(null, '', path);
  setPageTitle(title, 'albelli');
}

const latestSeq = () => pagesShownSince(0).at(-1)?.seq ?? 0;

describe('page titles', () => {
  it('sets the document title with the brand', () => {
    show('/orders', 'Orders');
    expect(document.title).toBe('Orders | albelli');
  });

  it('keeps the pages shown before a late reader, in order, each with its first title', () => {
    const before = latestSeq();
    show('/', 'Overview');
    show('/', 'Overview (renamed)');
    show('/orders', 'Orders');
    show('/', 'Overview');
    expect(pagesShownSince(before).map(({ path, title }) => [path, title])).toEqual([
      ['/', 'Overview | albelli'],
      ['/orders', 'Orders | albelli'],
      ['/', 'Overview | albelli'],
    ]);
    // A reader that has read up to the second page gets the third alone.
    const second = pagesShownSince(before)[1]?.seq ?? -1;
    expect(pagesShownSince(second).map((page) => page.path)).toEqual(['/']);
  });

  it('keeps only the last 20 pages', () => {
    for (let n = 0; n < 30; n += 1) show(`/orders/${n}`, `Order ${n}`);
    const kept = pagesShownSince(0);
    expect(kept).toHaveLength(20);
    expect(kept[0]?.path).toBe('/orders/10');
    expect(kept.at(-1)?.path).toBe('/orders/29');
  });
});
