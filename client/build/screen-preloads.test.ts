import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, routeImports, screenChunks } from './screen-preloads';

const ROUTE_TABLE = fileURLToPath(new URL('../src/app/routing/route-table.tsx', import.meta.url));

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null, isEntry = false) =>
  ({ fileName, imports, facadeModuleId, isEntry }) satisfies BuiltChunk;

describe('each route’s screen chunks', () => {
  it('reads every lazy screen of the route table, the prefetch before the screen', () => {
    const routes = routeImports(readFileSync(ROUTE_TABLE, 'utf8'));
    const byRoute = new Map(routes.map((r) => [r.route, r.specifiers]));
    expect(byRoute.get('photos')).toEqual([
      '#platform/photo-library/timeline',
      '#features/photo-library/timeline/PhotosPage',
    ]);
    expect(byRoute.get('home')).toEqual(['#features/home/HomePage']);
    expect(byRoute.get('deleteAccountError')).toEqual(['#features/account-deletion/DeleteAccountErrorPage']);
    // Screens the entry holds itself (the sign-in callback) have nothing to load.
    expect(byRoute.has('authCallback')).toBe(false);
    expect(routes.length).toBeGreaterThan(30);
  });

  it('lists a route’s chunks and their static imports, leaving out the initial JS', () => {
    const chunks = [
      chunk('assets/index-1.js', ['assets/react-2.js'], '/src/main.tsx', true),
      chunk('assets/boot-1.js', [], '/src/boot.ts', true),
      chunk('assets/react-2.js', [], null),
      chunk(
        'assets/Photos-3.js',
        ['assets/grid-4.js', 'assets/react-2.js', 'assets/store-5.js'],
        '/src/Photos.tsx',
      ),
      chunk('assets/grid-4.js', ['assets/store-5.js', 'assets/icons-6.js'], null),
      chunk('assets/store-5.js', [], null),
      chunk('assets/icons-6.js', [], null),
      chunk('assets/prefetch-7.js', ['assets/store-5.js'], '/src/prefetch.ts'),
      chunk('assets/Orders-8.js', ['assets/icons-6.js'], '/src/Orders.tsx'),
    ];
    expect(
      screenChunks(
        [
          { route: 'photos', modules: ['/src/prefetch.ts', '/src/Photos.tsx'] },
          { route: 'orders', modules: ['/src/Orders.tsx'] },
          { route: 'callback', modules: ['/src/main.tsx'] },
        ],
        chunks,
      ),
    ).toEqual({
      photos: [
        'assets/prefetch-7.js',
        'assets/Photos-3.js',
        'assets/store-5.js',
        'assets/grid-4.js',
        'assets/icons-6.js',
      ],
      orders: ['assets/Orders-8.js', 'assets/icons-6.js'],
    });
  });
});
