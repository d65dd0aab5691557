/**
 * Files the SPA's build writes for the gateway, beside the app's own. Under `.vite/`, with Vite's manifest: the
 * gateway never serves dot folders.
 */

/** Route name → the JS chunks its screen loads lazily (client/build/screen-preloads.ts writes it, the gateway reads it). */
export const SCREEN_CHUNKS_FILE = '.vite/screen-chunks.json';
