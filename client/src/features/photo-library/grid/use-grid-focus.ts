import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Photo } from '#contracts/photos';
import type { SelectionSnapshot } from '#platform/photo-library/selection';
import type { TimelineStore } from '#platform/photo-library/timeline';
import { holdViewerKeys } from '#ui/photos/held-viewer-keys';
import { moveFocus, shortcutOf } from './grid-keys';
import type { GridRows } from './use-grid-rows';
import type { GridVirtualizer } from './use-grid-virtualizer';

/** Opens a photo; the keys pressed until its viewer is ready are kept for it (held-viewer-keys.ts). */
function openInViewer(open: (photo: Photo) => void, photo: Photo): void {
  holdViewerKeys();
  open(photo);
}

interface Options {
  store: TimelineStore;
  layout: GridRows;
  virtualizer: GridVirtualizer;
  selection: SelectionSnapshot;
  onOpen(photo: Photo): void;
  onToggle(photo: Photo, range: boolean): void;
  /** A photo to scroll to and focus once it is loaded (back from a preview that was opened by a link). */
  revealPhotoId?: string | null;
}

export interface GridFocus {
  /** The one tile in the tab order: the focused photo, else the first loaded one. */
  focusableId: string | null;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  /** A tile clicked or tapped: toggles it while selecting (or with Shift), else opens it. Stable. */
  activate(photo: Photo, event: { shiftKey: boolean }): void;
}

/**
 * The grid's focus: one tab stop, arrow keys between photos (scrolling them into view; with Shift extending the
 * selection), Space or `x` toggling the focused photo, Enter opening it.
 */
export function useGridFocus(
  containerRef: RefObject<HTMLElement | null>,
  { store, layout, virtualizer, selection, onOpen, onToggle, revealPhotoId }: Options,
): GridFocus {
  const { rows, months, metrics } = layout;
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);

  const rowOfPhoto = useCallback(
    (monthKey: string, slot: number) =>
      rows.findIndex(
        (r) => r.kind === 'photos' && r.monthKey === monthKey && slot >= r.start && slot < r.end,
      ),
    [rows],
  );

  // A photo to bring into view on arrival (back from a preview opened by a link, with no scroll position saved):
  // its row centred and focused, once its month's page with it is in the rows.
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!revealPhotoId || revealed.current === revealPhotoId) return;
    const at = store.locate(revealPhotoId);
    const row = at ? rowOfPhoto(at.month.key, at.index) : -1;
    if (row < 0) return;
    revealed.current = revealPhotoId;
    setFocusedId(revealPhotoId);
    pendingFocus.current = revealPhotoId;
    virtualizer.scrollToIndex(row, { align: 'center' });
  });

  // After a keyboard move to a row that was not rendered, focus it once it is.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const element = containerRef.current?.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(id)}"]`);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const focusableId = focusedId ?? months.find((mo) => mo.photos.length > 0)?.photos.at(0)?.imageId ?? null;

  const focusPhoto = (monthIndex: number, slot: number): Photo | undefined => {
    const next = months[monthIndex]?.photos.at(slot);
    if (!next) return undefined;
    setFocusedId(next.imageId);
    pendingFocus.current = next.imageId;
    const rowIndex = rowOfPhoto(months[monthIndex]?.key ?? '', slot);
    if (rowIndex >= 0) virtualizer.scrollToIndex(rowIndex, { align: 'auto' });
    return next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).dataset.photoId;
    const at = id ? store.locate(id) : undefined;
    const action = at ? shortcutOf(event, true) : null;
    if (!at || !action || !['move', 'toggle', 'open'].includes(action.kind)) return;
    event.preventDefault();
    const photo = at.month.photos.at(at.index) as Photo;
    if (action.kind === 'toggle') onToggle(photo, event.shiftKey);
    else if (action.kind === 'open') openInViewer(onOpen, photo);
    else if (action.kind === 'move') {
      const from = { month: months.indexOf(at.month), slot: at.index };
      const to = moveFocus(months, from, action.key, metrics.columns);
      const next = to ? focusPhoto(to.month, to.slot) : undefined;
      if (!next || !action.extend) return;
      // Shift + arrow: the photo left becomes the range's start if nothing was started, the range reaches the next.
      if (!selection.isSelected(photo.imageId, at.month.key, at.index)) onToggle(photo, false);
      onToggle(next, true);
    }
  };

  // Stable, so a memoised tile re-renders only when its own photo or state changes.
  const latest = useRef({ selecting: selection.active, onToggle, onOpen });
  latest.current = { selecting: selection.active, onToggle, onOpen };
  const activate = useCallback((photo: Photo, event: { shiftKey: boolean }) => {
    setFocusedId(photo.imageId);
    const { selecting, onToggle: toggle, onOpen: open } = latest.current;
    if (selecting || event.shiftKey) toggle(photo, event.shiftKey);
    else openInViewer(open, photo);
  }, []);

  return { focusableId, onKeyDown, activate };
}
