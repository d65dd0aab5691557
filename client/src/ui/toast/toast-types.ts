import type { ReactNode } from 'react';

/** The toast system's types, apart from its provider so that `ToastItem` and the provider need not import each other. */
export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  message: ReactNode;
  kind?: ToastKind;
  /** Milliseconds before it closes itself (default 5 s, decision 460); it waits while hovered or focused; false keeps it until closed. */
  autoCloseMs?: number | false;
  /**
   * A toast that tells the story of one thing (e.g. one download: preparing, then downloading): showing another
   * with the same id replaces it in place and restarts its timer, instead of stacking a second one.
   */
  id?: string;
}

export interface Toast {
  id: string;
  message: ReactNode;
  kind: ToastKind;
  autoCloseMs: number | false;
  /** Changes when a toast is replaced: its item is keyed by it, so the timer starts again. */
  version: number;
}
