import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootFile, withBootTag } from './boot-script';

const chunk = (fileName: string, name: string, isEntry: boolean) =>
  ({
    type: 'chunk',
    fileName,
    name,
    isEntry,
    imports: [],
    dynamicImports: [],
  }) as unknown as Rolldown.OutputChunk;

describe('the boot script in the build', () => {
  it('finds the boot entry among the chunks', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', 'index', true),
      'assets/boot-b.js': chunk('assets/boot-b.js', 'boot', true),
      'assets/boot-util-c.js': chunk('assets/boot-util-c.js', 'boot', false),
    } as Rolldown.OutputBundle;
    expect(bootFile(bundle)).toBe('assets/boot-b.js');
    expect(bootFile({} as Rolldown.OutputBundle)).toBeUndefined();
  });

  it('loads it first in the head, async, as a module of high priority, before the app’s entry', () => {
    const html = withBootTag(
      '<!doctype html>\n<html><head lang="x">\n<meta charset="UTF-8" />\n<script type="module" src="/assets/index-a.js"></script></head><body></body></html>',
      'assets/boot-b.js',
    );
    const tag =
      '<script type="module" async fetchpriority="high" src="/assets/boot-b.js" data-boot></script>';
    expect(html.indexOf(tag)).toBeGreaterThan(html.indexOf('<head lang="x">'));
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('/assets/index-a.js'));
    expect(() => withBootTag('<html><body></body></html>', 'assets/boot-b.js')).toThrow(/no <head>/);
  });
});
