import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppIntlProvider } from '#platform/i18n/AppIntlProvider';
import { type ToastOptions, ToastProvider, useToast } from './ToastProvider';

let show: (options: ToastOptions) => string = () => '';
let notify: (options: ToastOptions) => string = () => '';

function Capture() {
  ({ show, notify } = useToast());
  return null;
}

function setup() {
  render(
    <AppIntlProvider>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </AppIntlProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("closes a toast after the photo spec's 5 seconds by default", () => {
    setup();
    act(() => {
      show({ message: 'Preparing download...' });
    });
    expect(screen.getByRole('status').textContent).toContain('Preparing download...');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Preparing download...')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Preparing download...')).toBeNull();
  });

  it("closes a notification after the account spec's 10 seconds", () => {
    setup();
    act(() => {
      notify({ message: 'Saved', kind: 'success' });
    });
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('waits while hovered and goes on with the time that was left', () => {
    setup();
    act(() => {
      notify({ message: 'Address saved' });
    });
    act(() => vi.advanceTimersByTime(6000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Address saved')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByText('Address saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Address saved')).toBeNull();
  });

  it('waits while focus is inside it', () => {
    setup();
    act(() => {
      notify({ message: 'Address deleted', kind: 'error' });
    });
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByText('Address deleted')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Address deleted')).toBeNull();
  });

  it('honours a per-toast auto-close time', () => {
    setup();
    act(() => {
      show({ message: 'Archive ready', autoCloseMs: 10_000 });
    });
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.queryByText('Archive ready')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Archive ready')).toBeNull();
  });

  it('shows the newest toast on top and errors as alerts', () => {
    setup();
    act(() => {
      show({ message: 'First' });
      show({ message: 'Second', kind: 'error' });
    });
    const toasts = document.querySelectorAll('.toast');
    expect(toasts[0]?.textContent).toContain('Second');
    expect(toasts[1]?.textContent).toContain('First');
    expect(screen.getByRole('alert').textContent).toContain('Second');
  });

  it('closes with its Close button', () => {
    setup();
    act(() => {
      show({ message: 'Hello', autoCloseMs: false });
    });
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('replaces a toast shown again with the same id in place, with a fresh timer', () => {
    setup();
    act(() => {
      show({ id: 'archive-1', message: 'Preparing download...' });
      show({ message: 'Other' });
    });
    act(() => vi.advanceTimersByTime(4000));
    act(() => {
      show({ id: 'archive-1', message: 'Downloading photos' });
    });
    expect(screen.queryByText('Preparing download...')).toBeNull();
    expect(document.querySelectorAll('.toast')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Downloading photos')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Downloading photos')).toBeNull();
  });
});
