import { useState } from 'react';
import { usePhotoSelection } from '#features/photo-library/actions/selection-context';
import { ShortcutsDialog } from './ShortcutsDialog';
import { usePageShortcut } from './use-page-shortcut';

/**
 * The page-wide shortcuts of a photo list: `?` shows them all, Ctrl/⌘ + A selects every photo (the toolbar's
 * Select all, not the page's text), Escape clears the selection, `g` goes to a date where the list offers it. Delete is the delete action's own
 * (DeleteSelectionButton); the keys on a focused photo are the grid's (use-grid-focus.ts).
 */
export function PhotoShortcuts({ enabled, onGoToDate }: { enabled: boolean; onGoToDate?: () => void }) {
  const { selection, selected } = usePhotoSelection();
  const [helpOpen, setHelpOpen] = useState(false);
  usePageShortcut('help', () => setHelpOpen(true));
  usePageShortcut(
    'selectAll',
    () => {
      selection.start();
      selection.selectAll();
    },
    enabled,
  );
  usePageShortcut('clear', () => selection.stop(), selected.active);
  usePageShortcut('goToDate', () => onGoToDate?.(), enabled && onGoToDate !== undefined);
  return (
    <ShortcutsDialog open={helpOpen} goToDate={onGoToDate !== undefined} onClose={() => setHelpOpen(false)} />
  );
}
