import type { FormEvent, ReactNode } from 'react';
import type { RequestStatus } from '#platform/request-state/request-state';
import { Button } from '#ui/Button';
import { Modal } from './Modal';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** What will happen (and any field the confirmation needs). */
  children?: ReactNode;
  /** The request's state (`useRequest().state.status`): InProgress locks the modal, Failed shows `error`. */
  status: RequestStatus;
  /** The spec's error text, shown (role=alert) while `status` is Failed; the modal stays open to try again. */
  error: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while the request runs (defaults to `confirmLabel`). */
  pendingLabel?: ReactNode;
  cancelLabel: ReactNode;
  /** The confirm button (or Enter in a field of `children`): start the request. */
  onConfirm(): void;
  /** Cancel, Escape: ignored while the request runs. */
  onClose(): void;
  /** A long request that can be stopped: while it runs, the Cancel button becomes `stopLabel` and calls this. */
  onStop?(): void;
  stopLabel?: ReactNode;
  className?: string;
}

/**
 * The one confirm dialog: title, text, Cancel and the confirm button; while the request runs both are disabled
 * and the modal cannot be closed, after a failure the error shows and the user may try again or cancel.
 */
export function ConfirmModal({
  open,
  title,
  children,
  status,
  error,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  onConfirm,
  onClose,
  onStop,
  stopLabel,
  className,
}: ConfirmModalProps) {
  const pending = status === 'InProgress';
  const close = () => {
    if (!pending) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <Modal open={open} onClose={close} title={title} className={className}>
      <form onSubmit={submit} noValidate>
        {children}
        {status === 'Failed' ? (
          <p className="modal__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="modal__actions">
          {pending && onStop ? (
            <Button variant="secondary" onClick={onStop}>
              {stopLabel ?? cancelLabel}
            </Button>
          ) : (
            <Button variant="secondary" onClick={close} disabled={pending}>
              {cancelLabel}
            </Button>
          )}
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
