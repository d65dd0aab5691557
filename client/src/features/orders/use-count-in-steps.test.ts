import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCountInSteps } from './use-count-in-steps';

describe('useCountInSteps', () => {
  it('gives the first items at once, then a step more each time until all of them', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useCountInSteps(20, 8, 8);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(8);
    await waitFor(() => expect(result.current).toBe(20));
    // Every count on the way is a step further (never back, never past the total).
    expect([...new Set(seen)]).toEqual([8, 16, 20]);
  });

  it('gives all of a list shorter than the first step at once', () => {
    const { result } = renderHook(() => useCountInSteps(3, 8, 8));
    expect(result.current).toBe(3);
  });

  it('goes on from where it is when the list grows (more orders shown)', async () => {
    const { result, rerender } = renderHook(({ total }) => useCountInSteps(total, 8, 8), {
      initialProps: { total: 8 },
    });
    expect(result.current).toBe(8);
    act(() => rerender({ total: 30 }));
    expect(result.current).toBe(8);
    await waitFor(() => expect(result.current).toBe(30));
  });
});
