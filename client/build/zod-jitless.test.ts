import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodJitless } from './zod-jitless';

const require = createRequire(import.meta.url);
const coreFile = join(require.resolve('zod'), '..', 'v4', 'core', 'core.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = zodJitless().transform as unknown as Transform;

describe('zodJitless', () => {
  it("turns jitless on in the installed zod's config module, and leaves every other file alone", () => {
    const result = transform(readFileSync(coreFile, 'utf8'), coreFile);
    expect(result?.code).toContain('globalConfig.jitless = true;');
    expect(transform('export const x = 1;', '/src/other.js')).toBeNull();
  });

  it('fails the build when zod no longer has the line it extends', () => {
    expect(() => transform('export const globalConfig = {};', coreFile)).toThrow(/zod-jitless/);
  });
});
