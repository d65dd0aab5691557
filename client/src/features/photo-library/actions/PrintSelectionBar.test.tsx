import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { PrintSelectionBar } from './PrintSelectionBar';

function renderBar(amount: number) {
  const handlers = { onNext: vi.fn(), onCancel: vi.fn() };
  render(
    <IntlProvider locale="en-GB" onError={() => undefined}>
      <PrintSelectionBar amount={amount} {...handlers} />
    </IntlProvider>,
  );
  return handlers;
}

describe('print selection bar', () => {
  it('says it is selecting, with Next disabled, while nothing is chosen', async () => {
    const { onCancel } = renderBar(0);
    screen.getByRole('region', { name: 'Order photo prints' });
    expect(screen.getByRole('button', { name: 'Selecting your photos...' }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers to customise the chosen photos', async () => {
    const { onNext } = renderBar(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next: Customise 3 photo prints' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('refuses more photos than the editor takes, and says why', () => {
    renderBar(501);
    const next = screen.getByRole('button', { name: 'Next: Customise 501 photo prints' });
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(next.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('Up to 500 photos can be printed at a time');
  });
});
