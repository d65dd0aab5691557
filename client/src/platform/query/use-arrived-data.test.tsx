import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useArrivedData } from './use-arrived-data';

type Props = { data: string | undefined; dataKey: string };

describe('useArrivedData', () => {
  it('shows the data once it has arrived (in a render of its own), and what replaces it', async () => {
    const seen: (string | undefined)[] = [];
    const { result, rerender } = renderHook(
      ({ data, dataKey }: Props) => {
        const shown = useArrivedData(data, dataKey);
        seen.push(shown);
        return shown;
      },
      { initialProps: { data: undefined, dataKey: 'a' } as Props },
    );
    expect(result.current).toBeUndefined();
    rerender({ data: 'first answer', dataKey: 'a' });
    await waitFor(() => expect(result.current).toBe('first answer'));
    // The answer's own (urgent) render still showed the loading state; the data came in the deferred render.
    expect(seen).toEqual([undefined, undefined, 'first answer']);
    rerender({ data: 'reloaded answer', dataKey: 'a' });
    await waitFor(() => expect(result.current).toBe('reloaded answer'));
  });

  it('shows data that is there at mount at once', () => {
    const { result } = renderHook(() => useArrivedData('cached', 'a'));
    expect(result.current).toBe('cached');
  });

  it("never shows one key's data for another key", async () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ data, dataKey }: Props) => {
        const shown = useArrivedData(data, dataKey);
        seen.push(`${dataKey}:${shown}`);
        return shown;
      },
      { initialProps: { data: 'order A', dataKey: 'A' } as Props },
    );
    expect(result.current).toBe('order A');
    rerender({ data: undefined, dataKey: 'B' });
    await waitFor(() => expect(result.current).toBeUndefined());
    rerender({ data: 'order B', dataKey: 'B' });
    await waitFor(() => expect(result.current).toBe('order B'));
    expect(
      seen.filter((entry) => entry.startsWith('B:') && entry !== 'B:undefined' && entry !== 'B:order B'),
    ).toEqual([]);
  });
});
