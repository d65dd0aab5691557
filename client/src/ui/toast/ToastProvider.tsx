import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ToastItem } from './ToastItem';
import { measureToastPlacement, type ToastPlacement } from './toast-placement';
import type { Toast, ToastOptions } from './toast-types';

/** The spec's notification auto-close time. */
export const DEFAULT_TOAST_MS = 10_000;

export type { Toast, ToastKind, ToastOptions } from './toast-types';

interface ToastContextValue {
  show(options: ToastOptions): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/**
 * The one toast system: dark, newest first, at the bottom or the top of the viewport, whichever covers neither the
 * page heading nor the control just used, nor the spot under the pointer (chosen when a toast is shown).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);
  const region = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  // Where the pointer is (or last pressed): a new toast is never placed under it.
  const pointerY = useRef<number | null>(null);
  useEffect(() => {
    const track = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || event.type === 'pointerdown') pointerY.current = event.clientY;
    };
    const options = { capture: true, passive: true };
    document.addEventListener('pointermove', track, options);
    document.addEventListener('pointerdown', track, options);
    return () => {
      document.removeEventListener('pointermove', track, options);
      document.removeEventListener('pointerdown', track, options);
    };
  }, []);

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
    // Toasts already shown stay where they are; a region that was empty is placed for the page as it is now.
    if (!region.current?.childElementCount)
      setPlacement(measureToastPlacement(region.current, pointerY.current));
    setToasts((prev) =>
      prev.some((t) => t.id === toast.id)
        ? prev.map((t) => (t.id === toast.id ? toast : t))
        : [toast, ...prev],
    );
    return toast.id;
  }, []);

  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div ref={region} className={`toast-region toast-region--${placement}`}>
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
