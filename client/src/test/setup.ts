import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { removeCookie } from '#platform/cookies/cookies';

// A screen's first lazy import is transformed on demand in tests (the photo grid, the lightbox): allow it time.
// Two vitest workers share two cores with whatever else runs, so this bounds a hang, not a speed: a findBy or
// waitFor that passes returns as soon as it does (vitest.config.ts; docs/decisions/370-...md).
configure({ asyncUtilTimeout: 45_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) removeCookie(name, undefined);
  }
  document.body.style.overflow = '';
  document.title = '';
});

/** The console as it was before a file's end muted it (see afterAll). */
let mutedConsole: Pick<Console, 'error' | 'warn' | 'log' | 'info'> | undefined;

beforeAll(() => {
  if (mutedConsole) Object.assign(console, mutedConsole);
  mutedConsole = undefined;
});

// The client project runs its files one after another in one environment per worker (isolate: false,
// vitest.config.ts; decision 382): what a file stubs must not reach the next one.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A file's app can still be at work after its last test (a request that then fails without the file's fetch
  // stub, and is logged). Its log would land in the next file's output, or, after a worker's last file, while
  // vitest closes the worker: an "onUserConsoleLog was pending" error that fails the run. Between files the
  // console is muted; the next file's beforeAll gives it back.
  const { error, warn, log, info } = console;
  mutedConsole = { error, warn, log, info };
  const mute = () => undefined;
  Object.assign(console, { error: mute, warn: mute, log: mute, info: mute });
});
