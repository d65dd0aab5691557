import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '#platform/config/ConfigProvider';
import { testConfig } from '#test/test-config';
import { PushProvider } from './PushProvider';
import { PushConnection } from './push-connection';
import { usePushConnection } from './use-push';

function Asks({ seen }: { seen: PushConnection[] }) {
  seen.push(usePushConnection());
  return null;
}

function renderAsking(seen: PushConnection[], askers: number) {
  return render(
    <ConfigProvider config={testConfig()}>
      <PushProvider>
        {Array.from({ length: askers }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the askers are identical and never reordered
          <Asks key={index} seen={seen} />
        ))}
      </PushProvider>
    </ConfigProvider>,
  );
}

describe('usePushConnection', () => {
  it('gives every screen that asks the one connection, made when first asked for', () => {
    const seen: PushConnection[] = [];
    renderAsking(seen, 3);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen[0]).toBeInstanceOf(PushConnection);
    expect(new Set(seen).size).toBe(1);
  });

  it('closes that connection when the app unmounts', () => {
    const seen: PushConnection[] = [];
    const view = renderAsking(seen, 1);
    const close = vi.spyOn(seen[0] as PushConnection, 'close');
    view.unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Asks seen={[]} />)).toThrow('usePushConnection outside PushProvider');
  });
});
