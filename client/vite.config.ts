import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { zodJitless } from './build/zod-jitless';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/** client/src/features/<area>/… → the area's chunk name (the photo library's by concern: photo-library/<concern>/…). */
function featureArea(id: string): string | null {
  const library = /[\\/]client[\\/]src[\\/]features[\\/]photo-library[\\/]([^\\/]+)[\\/]/.exec(id);
  if (library) return `feature-photo-library-${library[1]}`;
  const match = /[\\/]client[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id);
  return match ? `feature-${match[1]}` : null;
}

export default defineConfig({
  root,
  plugins: [react(), precompress(), zodJitless()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: featureArea, includeDependenciesRecursively: false }],
        },
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
