import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { ToastItem } from './ToastItem';

export const DEFAULT_TOAST_MS = 5000;

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  message: ReactNode;
  kind?: ToastKind;
  /** Milliseconds before it closes itself (default 5000); false keeps it until closed. */
  autoCloseMs?: number | false;
}

export interface Toast {
  id: string;
  message: ReactNode;
  kind: ToastKind;
  autoCloseMs: number | false;
}

interface ToastContextValue {
  show(options: ToastOptions): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** The one toast system: top-center, dark, newest on top. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((prev) => prev.filter((t) => t.id !== id));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const toast: Toast = {
      id: `toast-${counter.current}`,
      message: options.message,
      kind: options.kind ?? 'info',
      autoCloseMs: options.autoCloseMs ?? DEFAULT_TOAST_MS,
    };
    setToasts((prev) => [toast, ...prev]);
    return toast.id;
  }, []);

  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
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
