import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseAppQuery, useAppQuery, withStripped } from './app-query';

describe('app query parameters', () => {
  it('reads hideHeaderNav, stripped and a valid uploadUrl', () => {
    expect(parseAppQuery('?hideHeaderNav&stripped=true&uploadUrl=https%3A%2F%2Fshop.example%2Fback')).toEqual(
      {
        hideHeaderNav: true,
        stripped: true,
        uploadUrl: 'https://shop.example/back',
      },
    );
  });

  it('drops an uploadUrl that is not an http(s) URL', () => {
    expect(parseAppQuery('?uploadUrl=javascript:alert(1)').uploadUrl).toBeNull();
    expect(parseAppQuery('?uploadUrl=not-a-url').uploadUrl).toBeNull();
  });

  it('adds stripped=true to a path, keeping its own query and hash', () => {
    expect(withStripped('/orders', true)).toBe('/orders?stripped=true');
    expect(withStripped('/orders?page=2#top', true)).toBe('/orders?page=2&stripped=true#top');
    expect(withStripped('/orders', false)).toBe('/orders');
  });

  it('remembers a valid uploadUrl for the session after it leaves the URL', () => {
    const at =
      (path: string) =>
      ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      );
    const first = renderHook(() => useAppQuery(), {
      wrapper: at('/my-photos?uploadUrl=https%3A%2F%2Fshop.example%2Fu'),
    });
    expect(first.result.current.uploadUrl).toBe('https://shop.example/u');
    const later = renderHook(() => useAppQuery(), { wrapper: at('/my-photos/photos') });
    expect(later.result.current.uploadUrl).toBe('https://shop.example/u');
  });
});
