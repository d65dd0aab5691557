import { useEffect, useState } from 'react';
import type { Selection } from '#platform/photo-library/selection';

export interface PrintSelection {
  /** The screen is choosing photos for prints: show PrintSelectionBar instead of the selection toolbar. */
  printing: boolean;
  /** 'Order photo prints': selection starts empty, for prints. */
  start(): void;
  /** The toolbar's 'Order prints': the photos already selected go on to print selection. */
  fromSelection(): void;
  /** The bar's Cancel: back to the toolbar with the selection when it came from there, otherwise selection ends. */
  cancel(): void;
}

/** Print selection on top of a screen's one selection model (no second selection per screen). */
export function usePrintSelection(selection: Selection, active: boolean): PrintSelection {
  const [origin, setOrigin] = useState<'start' | 'selection' | null>(null);
  // However selection ended (a sort change, a delete elsewhere), print selection ended with it.
  useEffect(() => {
    if (!active) setOrigin(null);
  }, [active]);
  return {
    printing: active && origin !== null,
    start() {
      selection.clear();
      selection.start();
      setOrigin('start');
    },
    fromSelection() {
      setOrigin('selection');
    },
    cancel() {
      if (origin === 'selection') setOrigin(null);
      else selection.stop();
    },
  };
}
