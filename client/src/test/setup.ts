import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeCookie } from '#platform/cookies/cookies';

// A screen's first lazy import is transformed on demand in tests (the photo grid, the lightbox): allow it time.
configure({ asyncUtilTimeout: 5000 });

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
