import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_ICON_NAMES } from '../src/ui/icons/shell-icon-names.ts';
import { SPRITE_FILE, shellIconSprite } from './shell-icons.ts';

describe('the shell icon sprite', () => {
  const sprite = shellIconSprite();

  it('is the committed shell-icons.svg (run `npx tsx client/build/shell-icons.ts` after changing the names)', () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(sprite);
  });

  it('holds one symbol per name, each with lucide drawing in it', () => {
    const ids = [...sprite.matchAll(/<symbol id="([\w-]+)"[^>]*>(.*?)<\/symbol>/g)];
    expect(ids.map((match) => match[1])).toEqual([...SHELL_ICON_NAMES]);
    for (const match of ids) expect(match[2]).toMatch(/^<(path|circle|rect|polyline|line)\b/);
  });

  it('draws as lucide does: a 24-unit box, stroked in the text colour, 2 wide, rounded', () => {
    expect(sprite).toContain(
      '<symbol id="x" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></symbol>',
    );
  });
});
