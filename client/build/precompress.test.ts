import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressBuild } from './precompress';

describe('precompressing the build', () => {
  it('writes brotli and gzip files that decompress to the original, for text assets only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js = `export const text = ${JSON.stringify('photo '.repeat(2000))};\n`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'assets', 'tiny-abc.js'), 'x();');
    writeFileSync(join(dir, 'assets', 'photo-abc.jpg'), Buffer.alloc(4096, 7));

    const result = precompressBuild(dir);

    expect(result.files).toBe(1);
    const file = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 10);
    expect(existsSync(join(dir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo-abc.jpg.br'))).toBe(false);
  });
});
