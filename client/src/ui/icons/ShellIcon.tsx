import type { ShellIconName } from './shell-icon-names';
import sprite from './shell-icons.svg?no-inline';

/**
 * One of the shell's icons (shell-icon-names.ts), decorative: drawn in the text's colour with lucide's strokes,
 * from the sprite file (asked for once, cached with the build's other assets).
 */
export function ShellIcon({
  name,
  size,
  className,
}: {
  name: ShellIconName;
  size: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
