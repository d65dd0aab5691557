import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Optional } from './AfterFirstRender';

function Banner() {
  return <p>Loaded part</p>;
}

describe('a part loaded after the first render', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows once its code is there', async () => {
    const Part = lazy(async () => ({ default: Banner }));
    render(<Optional name="Banner" part={Part} />);
    await screen.findByText('Loaded part');
  });

  it('is left out, with a warning, when its code does not load, and the page goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(async (): Promise<{ default: typeof Banner }> => Promise.reject(new Error('chunk')));
    render(
      <main>
        <h1>Orders</h1>
        <Optional name="Banner" part={Part} />
      </main>,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Banner left out', expect.any(Error)));
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByText('Loaded part')).toBeNull();
  });
});
