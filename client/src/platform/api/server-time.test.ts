import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, serverNow } from './server-time';

describe('serverNow', () => {
  afterEach(() => {
    vi.useRealTimers();
    noteServerDate(new Date().toUTCString());
  });

  it("follows the services' clock from an answer's Date header", () => {
    vi.useFakeTimers({ now: Date.parse('2025-03-01T12:00:00Z') });
    noteServerDate('Mon, 03 Mar 2025 12:00:00 GMT');
    expect(new Date(serverNow()).toISOString()).toBe('2025-03-03T12:00:00.000Z');
    vi.advanceTimersByTime(60_000);
    expect(new Date(serverNow()).toISOString()).toBe('2025-03-03T12:01:00.000Z');
  });

  it('keeps what it knew when an answer has no or a broken Date', () => {
    vi.useFakeTimers({ now: Date.parse('2025-03-01T12:00:00Z') });
    noteServerDate('Sat, 01 Mar 2025 13:00:00 GMT');
    noteServerDate(null);
    noteServerDate('yesterday-ish');
    expect(new Date(serverNow()).toISOString()).toBe('2025-03-01T13:00:00.000Z');
  });
});
