import { describe, expect, it, vi } from 'vitest';
import { clampCounts } from './get-library-counts';

describe('clampCounts', () => {
  it('keeps zero and positive counts and logs nothing', () => {
    const log = vi.fn();
    expect(clampCounts({ photosCount: 12, albumsCount: 0 }, log)).toEqual({
      photosCount: 12,
      albumsCount: 0,
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('shows a negative count as 0 and logs it', () => {
    const log = vi.fn();
    expect(clampCounts({ photosCount: -3, albumsCount: 4 }, log)).toEqual({ photosCount: 0, albumsCount: 4 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('photosCount');
    expect(log.mock.calls[0]?.[0]).toContain('-3');
  });

  it('logs each negative count', () => {
    const log = vi.fn();
    expect(clampCounts({ photosCount: -1, albumsCount: -7 }, log)).toEqual({
      photosCount: 0,
      albumsCount: 0,
    });
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls.map(([message]) => message).join('\n')).toMatch(/albumsCount.*-7/);
  });
});
