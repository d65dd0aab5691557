import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries';

let root: string | undefined;

/** A throw-away repository holding only the given files. */
function repo(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const rulesOf = (files: Record<string, string>) => checkBoundaries(repo(files)).map((v) => v.rule);

describe('import boundaries', () => {
  it('holds on this repository', () => {
    expect(checkBoundaries(resolve(import.meta.dirname, '..'))).toEqual([]);
  });

  it("refuses a feature importing another feature's files, statically or lazily", () => {
    const violations = checkBoundaries(
      repo({
        'client/src/features/albums/AlbumPage.tsx': "import { Grid } from '../photos/Grid';\n",
        'client/src/features/albums/lazy.ts':
          "export const load = () => import('../../features/photos/x');\n",
        'client/src/features/albums/own.ts': "import { a } from './api/get-album';\n",
      }),
    );
    expect(violations.map((v) => [v.file, v.line])).toEqual([
      ['client/src/features/albums/AlbumPage.tsx', 1],
      ['client/src/features/albums/lazy.ts', 1],
    ]);
    expect(violations[0]?.rule).toMatch(/feature 'albums' cannot import feature 'photos'/);
  });

  it('refuses Node modules, gateway/ and fixtures/ in client code', () => {
    expect(
      rulesOf({
        'client/src/ui/a.ts': "import { readFileSync } from 'node:fs';\nimport path from 'path';\n",
        'client/src/platform/b.ts': "import { x } from '../../../gateway/src/app';\n",
        'client/src/features/c/c.ts': "import seed from '../../../../fixtures/data/users.json';\n",
      }),
    ).toEqual([
      'client code cannot import gateway/ or fixtures/',
      'client code cannot import gateway/ or fixtures/',
      'client code cannot use Node modules',
      'client code cannot use Node modules',
    ]);
  });

  it('refuses ui/ and platform/ importing features/ or app/, and features importing app/', () => {
    expect(
      rulesOf({
        'client/src/ui/Grid.tsx': "import { x } from '../features/photos/x';\n",
        'client/src/platform/p.ts': "import { y } from '../app/App';\n",
        'client/src/features/photos/P.tsx': "import { z } from '../../app/App';\n",
      }),
    ).toEqual([
      'features cannot import app/',
      'ui/ and platform/ cannot import features/ or app/',
      'ui/ and platform/ cannot import features/ or app/',
    ]);
  });

  it('lets app/ reach features only through the route table (a static import made the entry chunk a cycle)', () => {
    expect(
      rulesOf({
        'client/src/app/AppRoot.tsx': "import { T } from '../features/downloads/T';\n",
        'client/src/app/routing/route-table.tsx':
          "const s = () => import('../../features/orders/OrdersPage');\n",
        'client/src/app/AppRoot.test.tsx': "import { P } from '../features/orders/P';\n",
      }),
    ).toEqual([
      "app/ reaches features only through the route table's lazy screens: a static import puts the feature's chunk in the entry chunk's import cycle (a blank page)",
    ]);
  });

  it('resolves package.json import aliases, so an alias crosses no boundary a relative path may not', () => {
    const imports = {
      '#features/*': './client/src/features/*',
      '#ui/*': './client/src/ui/*',
      '#app/*': './client/src/app/*',
      '#fixtures/*': './fixtures/*',
    };
    const violations = checkBoundaries(
      repo({
        'package.json': JSON.stringify({ imports }),
        'client/src/features/albums/A.tsx':
          "import { Grid } from '#features/photos/Grid';\nimport { B } from '#ui/Button';\nimport { o } from '#features/albums/own';\n",
        'client/src/ui/U.tsx': "import { App } from '#app/App';\n",
        'client/src/platform/p.ts': "import { seed } from '#fixtures/src/seed';\n",
      }),
    );
    expect(violations.map((v) => [v.file, v.line, v.specifier, v.rule])).toEqual([
      [
        'client/src/features/albums/A.tsx',
        1,
        '#features/photos/Grid',
        "feature 'albums' cannot import feature 'photos': move shared pieces to ui/ or platform/",
      ],
      [
        'client/src/platform/p.ts',
        1,
        '#fixtures/src/seed',
        'client code cannot import gateway/ or fixtures/',
      ],
      ['client/src/ui/U.tsx', 1, '#app/App', 'ui/ and platform/ cannot import features/ or app/'],
    ]);
  });

  it('keeps ui/ free of the photo library, tests included (decision 400)', () => {
    const imports = { '#platform/*': './client/src/platform/*' };
    const violations = checkBoundaries(
      repo({
        'package.json': JSON.stringify({ imports }),
        'client/src/ui/photos/Tile.tsx': "import { monthLabel } from '#platform/photo-library/timeline';\n",
        'client/src/ui/photos/Tile.test.tsx':
          "import { x } from '../../platform/photo-library/timeline/month-key';\n",
        'client/src/ui/Loader.tsx': "import { t } from '#platform/i18n/messages';\n",
      }),
    );
    expect(violations.map((v) => [v.file, v.rule])).toEqual([
      [
        'client/src/ui/photos/Tile.test.tsx',
        'ui/ holds presentational pieces: it cannot import the photo library (move the piece to its feature)',
      ],
      [
        'client/src/ui/photos/Tile.tsx',
        'ui/ holds presentational pieces: it cannot import the photo library (move the piece to its feature)',
      ],
    ]);
  });

  it('lets code outside the photo library reach a concern only through its entry; inside, files import files', () => {
    const imports = { '#platform/*': './client/src/platform/*' };
    const violations = checkBoundaries(
      repo({
        'package.json': JSON.stringify({ imports }),
        'client/src/features/photo-library/timeline/P.tsx':
          "import { a } from '#platform/photo-library/timeline';\n" +
          "import { b } from '#platform/photo-library/timeline/timeline-store';\n" +
          "import { c } from '#platform/photo-library/albums/index';\n",
        'client/src/app/Shell.tsx':
          "const m = () => import('#platform/photo-library/downloads/downloads');\n",
        'client/src/features/home/Card.test.tsx':
          "import { photos } from '#platform/photo-library/timeline/timeline-store.test-support';\n",
        'client/src/platform/photo-library/library/delete.ts':
          "import type { S } from '#platform/photo-library/selection/selection-model';\n",
        'client/src/platform/boot/boot.ts': "import { k } from '../photo-library/boot/grid-first-row';\n",
      }),
    );
    expect(violations.map((v) => [v.file, v.line, v.rule])).toEqual([
      [
        'client/src/app/Shell.tsx',
        1,
        "import the photo library's concern through its public entry: '#platform/photo-library/downloads'",
      ],
      [
        'client/src/features/photo-library/timeline/P.tsx',
        2,
        "import the photo library's concern through its public entry: '#platform/photo-library/timeline'",
      ],
      [
        'client/src/platform/boot/boot.ts',
        1,
        "import the photo library's concern through its public entry: '#platform/photo-library/boot'",
      ],
    ]);
  });

  it('refuses the gateway importing fixtures/, and contracts importing Node or a side', () => {
    expect(
      rulesOf({
        'gateway/src/a.ts': "import { buildEmulator } from '../../fixtures/src/app';\n",
        'contracts/c.ts':
          "import { readFileSync } from 'node:fs';\nimport { g } from '../gateway/src/app';\n",
        'contracts/c.test.ts': "import { readFileSync } from 'node:fs';\n",
      }),
    ).toEqual([
      'contracts are shared with the browser: no Node modules',
      'contracts cannot import client/, gateway/ or fixtures/',
      'the gateway cannot import fixtures/ or client/src/',
    ]);
  });
});
