import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStoreValue, type VersionedStore } from './use-store-version';

interface FakeStore extends VersionedStore {
  count: number;
  settled: boolean;
  change(settle?: boolean): void;
}

/** A store whose first screen settles when told, counting its changes. */
function fakeStore(): FakeStore {
  const listeners = new Set<() => void>();
  const store: FakeStore = {
    count: 0,
    settled: false,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => store.count,
    firstScreenSettled: () => store.settled,
    change(settle = store.settled) {
      store.count += 1;
      store.settled = settle;
      for (const listener of listeners) listener();
    },
  };
  return store;
}

function Count({ store }: { store: FakeStore }) {
  const count = useStoreValue(store, (s) => s.count);
  return <p>count {count}</p>;
}

/** Changes the store while rendering, after `Count` has read it and before it has subscribed. */
function ChangesOnRender({ store, to }: { store: FakeStore; to: number }) {
  store.count = to;
  return null;
}

describe('useStoreValue', () => {
  it('shows every change, while the first screen loads and after', async () => {
    const store = fakeStore();
    render(<Count store={store} />);
    expect(screen.getByText('count 0')).toBeTruthy();
    await act(async () => store.change());
    expect(screen.getByText('count 1')).toBeTruthy();
    await act(async () => store.change(true));
    expect(screen.getByText('count 2')).toBeTruthy();
    await act(async () => store.change());
    expect(screen.getByText('count 3')).toBeTruthy();
  });

  it('reads a new store at once', () => {
    const first = fakeStore();
    const second = fakeStore();
    second.count = 7;
    const { rerender } = render(<Count store={first} />);
    rerender(<Count store={second} />);
    expect(screen.getByText('count 7')).toBeTruthy();
  });

  it('misses no change made between the render and the subscription', async () => {
    const store = fakeStore();
    await act(async () => {
      render(
        <>
          <Count store={store} />
          <ChangesOnRender store={store} to={5} />
        </>,
      );
    });
    expect(screen.getByText('count 5')).toBeTruthy();
  });
});
