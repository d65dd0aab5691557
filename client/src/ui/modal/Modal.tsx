import { X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focusable';
import { useModalStack } from './ModalStackProvider';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  closeOnEscape?: boolean;
  disableScroll?: boolean;
  className?: string;
  /** A visible close button in the title row, with this name (e.g. 'Close'). */
  closeLabel?: string;
  /** A tap or click on the backdrop (outside the dialog) closes it. */
  closeOnBackdrop?: boolean;
}

/** A dialog on the one modal stack: focus moves in, is trapped, and goes back where it was on close. */
export function Modal(props: ModalProps) {
  return props.open ? <ModalDialog {...props} /> : null;
}

function ModalDialog({
  title,
  onClose,
  children,
  closeOnEscape = true,
  disableScroll = true,
  className,
  closeLabel,
  closeOnBackdrop = false,
}: ModalProps) {
  const { open, close, layer, stack } = useModalStack();
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // In a layout effect: the dialog is on the stack (the top one takes a backdrop press, Escape) before the
  // browser paints it, so a tap as soon as it shows is not lost.
  useLayoutEffect(() => {
    open({ id, closeOnEscape, disableScroll, onClose: () => onCloseRef.current() });
    return () => close(id);
  }, [id, closeOnEscape, disableScroll, open, close]);

  useLayoutEffect(() => {
    if (!layer) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [layer]);

  if (!layer) return null;
  const isTop = stack[stack.length - 1] === id;
  return createPortal(
    <div
      className="modal-backdrop"
      onPointerDown={(event) => {
        // Only a press on the backdrop itself, and only for the top dialog.
        if (closeOnBackdrop && isTop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['modal', className].filter(Boolean).join(' ')}
        onKeyDown={(event) => {
          if (isTop && dialogRef.current) trapTab(event, dialogRef.current);
        }}
      >
        <div className={closeLabel ? 'modal__head' : undefined}>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closeLabel ? (
            <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
              <X size={22} aria-hidden="true" />
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>,
    layer,
  );
}
