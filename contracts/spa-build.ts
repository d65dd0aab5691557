/**
 * Files the SPA's build writes for the gateway, beside the app's own. Under `.vite/`, with Vite's manifest: the
 * gateway never serves dot folders.
 */

/** Route name → the JS chunks its screen loads lazily (client/build/screen-preloads.ts writes it, the gateway reads it). */
export const SCREEN_CHUNKS_FILE = '.vite/screen-chunks.json';

/**
 * Keys of SCREEN_CHUNKS_FILE beside the routes: the chunks start-up awaits before the first render whatever the
 * route (zod, decision 475), and those of each sign-in mode (decision 476). Not route names (those are words).
 */
export const START_CHUNKS_KEY = '@start';
export const authChunksKey = (mode: 'browser' | 'bff') => `@auth:${mode}`;
