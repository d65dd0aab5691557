import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './build/boot-script.ts';
import { noChunkCycles } from './build/chunk-cycles.ts';
import { compiledMessages } from './build/compiled-messages.ts';
import { initialChunk } from './build/initial-chunk.ts';
import { precompress } from './build/precompress.ts';
import { screenPreloads } from './build/screen-preloads.ts';
import { zodJitless } from './build/zod-jitless.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

// React Router's package exports only its development build (warnings and checks for developers, in every
// render); the production build beside it is the same API without them. The build uses it, `npm run dev` not.
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The catalogues are compiled at build time (client/build/compiled-messages.ts): the build's react-intl gets the
// parser package's entry without the parser (`npm run dev` keeps it, and reads ICU text or ASTs alike).
const messagesWithoutParser = createRequire(import.meta.url).resolve(
  '@formatjs/icu-messageformat-parser/no-parser.js',
);

// Zod loads on demand in the build (decision 475): the contracts' `import { z } from 'zod'` gets the stand-in that
// forwards to it once loaded; the stand-in itself imports `zod/v4`, which this alias leaves alone.
const zodOnDemand = join(root, 'src/platform/zod/zod-on-demand.ts');

export default defineConfig(({ command }) => ({
  root,
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction },
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: messagesWithoutParser },
            { find: /^zod$/, replacement: zodOnDemand },
          ]
        : [],
  },
  // Chunks as the bundler splits them by route (each lazy screen its own chunk, shared code in common chunks):
  // grouping a feature's modules into one chunk made page and feature chunks import each other (decision 042).
  // What the entry imports statically is one chunk (initialChunk, decision 531).
  plugins: [
    react(),
    compiledMessages(),
    precompress(),
    zodJitless(),
    noChunkCycles(),
    bootScript(),
    initialChunk(),
    screenPreloads(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: 'hidden',
  },
  server: {
    // Dev only (`npm run dev`): everything but the SPA comes from the gateway, with the Host header kept so the
    // gateway picks the brand of `<brand-id>.localhost` as it does on its own port.
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/config.json': { target: gateway, changeOrigin: false },
      '/locales': { target: gateway, changeOrigin: false },
      '/push': { target: gateway, ws: true, changeOrigin: false },
    },
  },
}));
