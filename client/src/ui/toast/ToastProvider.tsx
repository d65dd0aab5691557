import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { ToastItem } from './ToastItem';
import type { Toast, ToastOptions } from './toast-types';

/** The photo spec's toast: closed after 5000 ms by default (decision 460). */
export const DEFAULT_TOAST_MS = 5000;
/** The account spec's notification: it closes after 10 s (decision 460). */
export const NOTIFICATION_MS = 10_000;

export type { Toast, ToastKind, ToastOptions } from './toast-types';

interface ToastContextValue {
  /** A toast: the photo library's short word on what just happened, 5 s unless `autoCloseMs` says otherwise. */
  show(options: ToastOptions): string;
  /** A notification: the account area's word on a change the customer made (saved, deleted, failed), 10 s. */
  notify(options: Omit<ToastOptions, 'autoCloseMs'>): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/**
 * The one toast system: dark, at the top centre of the viewport, newest on top (the photo spec; decision 460).
 * A toast waits while it is hovered or has focus (decision 140).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((prev) => prev.filter((t) => t.id !== id));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const toast: Toast = {
      id: options.id ?? `toast-${counter.current}`,
      message: options.message,
      kind: options.kind ?? 'info',
      autoCloseMs: options.autoCloseMs ?? DEFAULT_TOAST_MS,
      version: counter.current,
    };
    setToasts((prev) =>
      prev.some((t) => t.id === toast.id)
        ? prev.map((t) => (t.id === toast.id ? toast : t))
        : [toast, ...prev],
    );
    return toast.id;
  }, []);
  const notify = useCallback(
    (options: Omit<ToastOptions, 'autoCloseMs'>) => show({ ...options, autoCloseMs: NOTIFICATION_MS }),
    [show],
  );

  const value = useMemo(() => ({ show, notify, dismiss }), [show, notify, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region">
        {toasts.map((toast) => (
          <ToastItem key={`${toast.id}-${toast.version}`} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast outside ToastProvider');
  return value;
}
