import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SCREEN_SETTLE_MS } from '#platform/scheduling/when-screen-idle';
import { Deferred, type DeferredPart, deferredPart, onDemand } from './deferred-part';

/** A modal as the screens have them: nothing while closed, its own state kept across opens. */
function Counter({ open, label }: { open: boolean; label: string }) {
  const [clicks, setClicks] = useState(0);
  if (!open) return null;
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {label} {clicks}
    </button>
  );
}

/** A screen with a button that opens and closes the part. */
function Screen({ part }: { part: DeferredPart<{ open: boolean; label: string }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        toggle
      </button>
      <Deferred part={part} shown={open} open={open} label="Copy" />
    </>
  );
}

describe('deferredPart', () => {
  it('shows a part opened before its code arrived as soon as it arrives', async () => {
    const load = vi.fn(async () => Counter);
    const part = deferredPart(load);
    render(<Deferred part={part} shown open label="Download" />);
    expect(await screen.findByRole('button', { name: 'Download 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches a closed part once the screen has been up a while and is idle, and keeps it mounted across opens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn(async () => Counter);
    const part = deferredPart(load);
    try {
      render(<Screen part={part} />);
      act(() => vi.advanceTimersByTime(SCREEN_SETTLE_MS - 1));
      expect(load).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      // Then the idle callback (the test environment has none: the next task).
      await act(async () => vi.runOnlyPendingTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
    await act(async () => (await screen.findByRole('button', { name: 'Copy 0' })).click());
    expect(screen.getByRole('button', { name: 'Copy 1' })).toBeTruthy();
    // Closed and opened again: the same part, as a static one would be.
    await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
    await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
    expect(screen.getByRole('button', { name: 'Copy 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('onDemand', () => {
  it('fetches once, and again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const get = onDemand(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('code');
    expect(await get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
