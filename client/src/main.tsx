import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadScreenFor } from './app/routing/preload-screen';
import { Startup } from './app/startup/Startup';
import { browserStartupDeps, loadBffAuth, loadOidcAuth } from './app/startup/startup-deps';
import { preloadOidcClient } from './platform/auth/oidc-client-load';
import { loadZod } from './platform/zod/zod-on-demand';
import './styles/main.scss';

// Before anything renders, ask for what the first screen waits on: the sign-in library first (every API call
// needs its token, and the screen's first calls start as soon as it is there), then the opened screen's chunks.
// The library's import() is issued from a microtask (Vite's preload helper), the chunks' modulepreload links at
// once: so the chunks wait for the next task, else the library queued behind two dozen of them on the browser's
// six connections. (The config and the messages are preloaded by index.html.)
// In bff mode (marked on <html> by the gateway) the page never loads the library: the gateway signs in. Either
// mode's own code is a chunk of its own, asked for here (decision 476); start-up awaits it after the config.
if (document.documentElement.dataset.authMode === 'bff') loadBffAuth().catch(() => undefined);
else {
  preloadOidcClient();
  loadOidcAuth().catch(() => undefined);
}
setTimeout(() => preloadScreenFor(window.location.pathname), 0);
// Zod is not in the first paint's JavaScript (decision 475): asked for now, it is there by the time the config
// arrives. A failed load is tried again by the config's own loader (its error is the start-up's).
loadZod().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Startup deps={browserStartupDeps} />
  </StrictMode>,
);
