import { useEffect, useRef, useState } from 'react';
import { type ChosenFiles, takeDrop } from './folder-files';

const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Files dragged from outside the browser onto the whole page: `dragging` while they are over it, `onDrop` with
 * what was dropped (folders read recursively). A drag that starts inside the page (a thumbnail, a link, selected
 * text: the page sees its dragstart) never counts, even when the browser gives it a 'Files' type as Chromium
 * does for an image; nor does a drag while a dialog is open (its own drop zone takes the files).
 */
export function usePageDrop(enabled: boolean, onDrop: (chosen: ChosenFiles) => void): boolean {
  const [dragging, setDragging] = useState(false);
  const latest = useRef(onDrop);
  latest.current = onDrop;

  useEffect(() => {
    if (!enabled) return;
    let inside = false;
    // elements the drag is over: it enters the next before it leaves the last, so 0 is off the page
    let over = 0;
    const hide = () => {
      over = 0;
      setDragging(false);
    };
    const carriesFiles = (event: DragEvent) => !inside && (event.dataTransfer?.types ?? []).includes('Files');
    const onDragStart = () => {
      inside = true;
    };
    const onDragEnd = () => {
      inside = false;
    };
    const onDragOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // the browser would otherwise open a file dropped beside a drop zone in place of the page
      event.preventDefault();
      if (dialogOpen()) return hide();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    };
    const onDragEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      over += 1;
      onDragOver(event);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      over = Math.max(0, over - 1);
      if (over === 0) hide();
    };
    const onDropped = (event: DragEvent) => {
      hide();
      if (!carriesFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      if (dialogOpen()) return;
      void takeDrop(event.dataTransfer).then((chosen) => {
        if (chosen.files.length > 0) latest.current(chosen);
      });
    };
    const listeners = [
      ['dragstart', onDragStart],
      ['dragend', onDragEnd],
      ['dragenter', onDragEnter],
      ['dragover', onDragOver],
      ['dragleave', onDragLeave],
      ['drop', onDropped],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [enabled]);

  return enabled && dragging;
}
