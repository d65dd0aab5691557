import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { SelectionToolbar } from './SelectionToolbar';

function renderToolbar(amount: number, onDelete = vi.fn()) {
  const handlers = { onSelectAll: vi.fn(), onDeselectAll: vi.fn(), onCancel: vi.fn() };
  render(
    <IntlProvider locale="en-GB" onError={() => undefined}>
      <SelectionToolbar
        amount={amount}
        allSelected={false}
        actions={[
          { key: 'download' },
          { key: 'copyToAlbum', pending: true },
          { key: 'delete', onClick: onDelete },
        ]}
        {...handlers}
      />
    </IntlProvider>,
  );
  return handlers;
}

describe('selection toolbar', () => {
  it('says how many are selected and disables every action with nothing selected', () => {
    renderToolbar(0);
    screen.getByText('0 selected');
    for (const name of ['Download', 'Copy to album', 'Delete']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('allows downloading up to 100 photos and explains why not above', async () => {
    const onDelete = vi.fn();
    renderToolbar(100, onDelete);
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('disables Download above 100 with the tooltip of the spec', () => {
    renderToolbar(101);
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download.hasAttribute('disabled')).toBe(true);
    const tip = document.getElementById(download.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe('Up to 100 photos can be downloaded at a time');
    expect(screen.getByRole('tooltip').textContent).toBe('Up to 100 photos can be downloaded at a time');
    screen.getByText('101 selected');
    // Actions not built yet stay disabled whatever is selected.
    expect(screen.getByRole('button', { name: 'Copy to album' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps an unavailable action disabled with its reason as the tooltip', () => {
    render(
      <IntlProvider locale="en-GB" onError={() => undefined}>
        <SelectionToolbar
          amount={2}
          allSelected={false}
          actions={[
            { key: 'download', onClick: vi.fn() },
            { key: 'deleteFromAlbum', unavailable: 'Unavailable for shared albums', onClick: vi.fn() },
          ]}
          onSelectAll={vi.fn()}
          onDeselectAll={vi.fn()}
          onCancel={vi.fn()}
        />
      </IntlProvider>,
    );
    const remove = screen.getByRole('button', { name: 'Delete from album' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Unavailable for shared albums',
    );
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(false);
  });
});
