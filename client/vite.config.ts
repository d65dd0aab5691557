import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CONSENT_BOOT_PATH } from '../contracts/spa-boot';
import { noChunkCycles } from './build/chunk-cycles';
import { precompress } from './build/precompress';
import { zodJitless } from './build/zod-jitless';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  root,
  // Chunks as the bundler splits them by route (each lazy screen its own chunk, shared code in common chunks):
  // grouping a feature's modules into one chunk made page and feature chunks import each other (decision 042).
  plugins: [react(), precompress(), zodJitless(), noChunkCycles()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: 'hidden',
    rollupOptions: {
      // Beside the app (index.html), the consent boot script that the gateway's index.html asks for from its head
      // (decision 210): its own entry with a fixed name, importing nothing the app's entry does.
      input: { index: `${root}index.html`, consent: `${root}src/boot/consent.ts` },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'consent' ? CONSENT_BOOT_PATH.slice(1) : 'assets/[name]-[hash].js',
      },
    },
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
});
