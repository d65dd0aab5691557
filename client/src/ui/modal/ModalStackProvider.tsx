import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface ModalEntry {
  id: string;
  /** Escape closes it (when it is the most recently opened modal that permits it). */
  closeOnEscape: boolean;
  /** Page scroll is locked while it is open. */
  disableScroll: boolean;
  onClose(): void;
}

interface ModalStackValue {
  /** Ids of the open modals, oldest first. */
  stack: readonly string[];
  open(entry: ModalEntry): void;
  close(id: string): void;
  /** Element the modals render into (inside the themed app root). */
  layer: HTMLElement | null;
}

const ModalStackContext = createContext<ModalStackValue | null>(null);

/** The one modal stack of the app: Escape handling and scroll lock live here. */
export function ModalStackProvider({ children }: { children: ReactNode }) {
  const entries = useRef(new Map<string, ModalEntry>());
  const [stack, setStack] = useState<string[]>([]);
  const [layer, setLayer] = useState<HTMLElement | null>(null);

  const open = useCallback((entry: ModalEntry) => {
    entries.current.set(entry.id, entry);
    setStack((prev) => (prev.includes(entry.id) ? prev : [...prev, entry.id]));
  }, []);
  const close = useCallback((id: string) => {
    entries.current.delete(id);
    setStack((prev) => prev.filter((x) => x !== id));
  }, []);

  useEffect(() => {
    if (stack.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (let i = stack.length - 1; i >= 0; i--) {
        const entry = entries.current.get(stack[i] ?? '');
        if (entry?.closeOnEscape) {
          event.preventDefault();
          entry.onClose();
          return;
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [stack]);

  const locked = stack.some((id) => entries.current.get(id)?.disableScroll);
  // Before the paint, as the dialog is: the page's scrollbar goes in the same frame the dialog shows.
  useLayoutEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);

  const value = useMemo(() => ({ stack, open, close, layer }), [stack, open, close, layer]);
  return (
    <ModalStackContext.Provider value={value}>
      {children}
      <div className="modal-layer" ref={setLayer} />
    </ModalStackContext.Provider>
  );
}

export function useModalStack(): ModalStackValue {
  const value = useContext(ModalStackContext);
  if (!value) throw new Error('useModalStack outside ModalStackProvider');
  return value;
}
