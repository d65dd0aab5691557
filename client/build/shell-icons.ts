/**
 * The shell's icon sprite (client/src/ui/icons/shell-icons.svg) from lucide-react's own icons: each icon rendered
 * as lucide renders it, its drawing kept as a <symbol> with lucide's viewBox and strokes. The sprite is committed;
 * shell-icons.test.ts fails when it is not what this makes (a new name, or lucide's drawings changed), and
 * `npx tsx client/build/shell-icons.ts` writes it again.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHELL_ICON_NAMES } from '../src/ui/icons/shell-icon-names.ts';

export const SPRITE_FILE = fileURLToPath(new URL('../src/ui/icons/shell-icons.svg', import.meta.url));

const SYMBOL_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const require = createRequire(import.meta.url);

/** lucide's drawing of one icon: the children of the <svg> its component renders. */
function drawing(name: string): string {
  const icon = require(`lucide-react/icons/${name}`) as { default: ComponentType };
  const markup = renderToStaticMarkup(createElement(icon.default));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!inner) throw new Error(`lucide-react's ${name} did not render as one <svg>`);
  return inner;
}

export function shellIconSprite(): string {
  const symbols = SHELL_ICON_NAMES.map(
    (name) => `<symbol id="${name}" ${SYMBOL_ATTRIBUTES}>${drawing(name)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(SPRITE_FILE, shellIconSprite());
