/**
 * The icons the first paint shows (the header, the side menu, the back link, a toast's close button), by their
 * lucide names: drawn from one SVG sprite (shell-icons.svg) instead of lucide's components, so that icons are
 * not JavaScript the page has to load before it paints (decision 510). Screens loaded later use lucide-react.
 */
export const SHELL_ICON_NAMES = [
  'chevron-left',
  'chevron-right',
  'circle-question-mark',
  'file-text',
  'folder-open',
  'house',
  'images',
  'layout-grid',
  'lightbulb',
  'log-out',
  'message-circle',
  'package',
  'server',
  'settings',
  'shopping-bag',
  'x',
] as const;

export type ShellIconName = (typeof SHELL_ICON_NAMES)[number];
