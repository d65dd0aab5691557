import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Selection } from '#platform/photo-library/selection';
import { loadedStore, photos } from '#platform/photo-library/timeline/timeline-store.test-support';
import { TimelineGrid } from './TimelineGrid';

describe('TimelineGrid', () => {
  it('lays out its rows in its first render at a width remembered from a previous visit', async () => {
    const { store } = await loadedStore({ '2024-05': photos('may', 12) });
    await store.loadMonth('2024-05');
    const onLayout = vi.fn();
    render(
      <IntlProvider locale="en-GB" onError={() => undefined}>
        <TimelineGrid
          store={store}
          version={0}
          selection={new Selection().getSnapshot()}
          onOpen={() => undefined}
          onToggle={() => undefined}
          onToggleMonth={async () => undefined}
          onLayout={onLayout}
          rememberedWidth={() => 1032}
        />
      </IntlProvider>,
    );
    // No wait: the first photos are there when render returns, laid out for the remembered width.
    expect(screen.getByRole('button', { name: 'may-0.jpg' })).toBeTruthy();
    expect(onLayout).toHaveBeenCalledWith(expect.objectContaining({ width: 1032 }));
  });
});
