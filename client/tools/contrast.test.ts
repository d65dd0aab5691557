import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR } from './extract-messages';

/** The colour tokens of :root and of each theme family block in _themes.scss (a family inherits :root's). */
function themes(): Map<string, Record<string, string>> {
  const scss = readFileSync(join(CLIENT_DIR, 'src/styles/_themes.scss'), 'utf8');
  const tokens = (body: string) =>
    Object.fromEntries([...body.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
  const root = tokens(/:root\s*\{([\s\S]*?)\n\}/.exec(scss)?.[1] ?? '');
  const result = new Map<string, Record<string, string>>([['root', root]]);
  for (const m of scss.matchAll(/@include theme\(([a-z]+)\)\s*\{([\s\S]*?)\n\}/g)) {
    result.set(m[1] ?? '', { ...root, ...tokens(m[2] ?? '') });
  }
  return result;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [foreground, background, minimum]: text 4.5:1, the focus ring and control borders 3:1 (WCAG 2.2 AA). */
const PAIRS: Array<[string, string, number]> = [
  ['color-text', 'color-bg', 4.5],
  ['color-text', 'color-page', 4.5],
  ['color-text', 'color-surface', 4.5],
  ['color-text', 'color-surface-hover', 4.5],
  ['color-text', 'color-primary-subtle', 4.5],
  ['color-text-muted', 'color-bg', 4.5],
  ['color-text-muted', 'color-page', 4.5],
  ['color-text-muted', 'color-surface', 4.5],
  ['color-primary-text', 'color-primary', 4.5],
  ['color-primary-text', 'color-primary-hover', 4.5],
  ['color-primary-text', 'color-primary-active', 4.5],
  ['color-link', 'color-bg', 4.5],
  ['color-link', 'color-page', 4.5],
  ['color-link', 'color-surface', 4.5],
  ['color-link-hover', 'color-bg', 4.5],
  ['color-header-text', 'color-header-bg', 4.5],
  ['color-warning-text', 'color-warning-bg', 4.5],
  ['color-error-text', 'color-error-bg', 4.5],
  ['color-error-text', 'color-bg', 4.5],
  ['color-info-text', 'color-info-bg', 4.5],
  ['color-success-text', 'color-success-bg', 4.5],
  ['color-toast-text', 'color-toast-bg', 4.5],
  ['color-focus', 'color-bg', 3],
  ['color-focus', 'color-page', 3],
  ['color-primary', 'color-bg', 3],
  ['color-border-strong', 'color-bg', 3],
];

describe('colour contrast of every theme (WCAG AA)', () => {
  const all = themes();

  it('reads :root and the three theme families', () => {
    expect([...all.keys()]).toEqual(['root', 'default', 'photobox', 'posterxxl']);
  });

  describe.each([...all.entries()])('%s', (_name, colours) => {
    it.each(PAIRS)('%s on %s at least %s:1', (fg, bg, minimum) => {
      const a = colours[fg];
      const b = colours[bg];
      expect(a, fg).toMatch(/^#[0-9a-f]{6}$/i);
      expect(b, bg).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(a ?? '', b ?? '')).toBeGreaterThanOrEqual(minimum);
    });
  });
});
