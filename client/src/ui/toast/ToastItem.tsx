import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Toast } from './ToastProvider';

const messages = defineMessages({
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
});

/**
 * One toast. Its timer stands still while the pointer is over it or focus is inside it (WCAG 2.2.1), and goes on
 * with the time that was left when both have gone.
 */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: string): void }) {
  const intl = useIntl();
  const { id, autoCloseMs } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(autoCloseMs === false ? 0 : autoCloseMs);
  const paused = hovered || focused;
  const element = useRef<HTMLDivElement>(null);

  // Listened to on the element itself: the toast is a status message, not a control, whatever pauses it.
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    node.addEventListener('mouseenter', enter);
    // A toast that appears under a resting pointer gets no mouseenter: the first move over it counts too.
    node.addEventListener('mousemove', enter);
    node.addEventListener('mouseleave', leave);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    return () => {
      node.removeEventListener('mouseenter', enter);
      node.removeEventListener('mousemove', enter);
      node.removeEventListener('mouseleave', leave);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    if (autoCloseMs === false || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [id, autoCloseMs, onDismiss, paused]);

  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`toast toast--${toast.kind}`}
      ref={element}
    >
      <div className="toast__message">{toast.message}</div>
      <button
        type="button"
        className="toast__close"
        aria-label={intl.formatMessage(messages.close)}
        onClick={() => onDismiss(id)}
      >
        <X className="icon" size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
