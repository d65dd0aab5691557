import { describe, expect, it, vi } from 'vitest';

async function freshTracker() {
  vi.resetModules();
  return import('./tracker');
}

describe('tracker', () => {
  it('tells a tracker set after the sign-in who signed in', async () => {
    const { getTracker, setTracker } = await freshTracker();
    getTracker().setSubject('u-customer');
    const setSubject = vi.fn();
    setTracker({ setSubject });
    expect(setSubject).toHaveBeenCalledWith('u-customer');
  });

  it('passes on a sign-in after it was set', async () => {
    const { getTracker, setTracker } = await freshTracker();
    const setSubject = vi.fn();
    setTracker({ setSubject });
    expect(setSubject).not.toHaveBeenCalled();
    getTracker().setSubject('u-big');
    expect(setSubject).toHaveBeenCalledWith('u-big');
  });
});
