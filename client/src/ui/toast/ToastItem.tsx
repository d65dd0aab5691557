import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ShellIcon } from '#ui/icons/ShellIcon';
import type { Toast } from './toast-types';

const messages = defineMessages({
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
});

/**
 * One toast. Its timer stands still from the moment the pointer comes over it or focus comes inside it
 * (WCAG 2.2.1), and goes on with the time that was left from the moment both have gone. The timer is held and
 * restarted in the event listeners themselves, not after a React render: a pause that waited for the next commit
 * would let time pass while the toast is already hovered, and a resume that waited for it would start late.
 */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: string): void }) {
  const intl = useIntl();
  const { id, autoCloseMs } = toast;
  const element = useRef<HTMLDivElement>(null);

  // Listened to on the element itself: the toast is a status message, not a control, whatever pauses it.
  useEffect(() => {
    const node = element.current;
    if (!node || autoCloseMs === false) return;
    let remaining = autoCloseMs;
    let started = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const hold = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining = Math.max(0, remaining - (Date.now() - started));
    };
    const update = () => {
      if (hovered || focused) hold();
      else if (timer === undefined) {
        started = Date.now();
        timer = setTimeout(() => onDismiss(id), remaining);
      }
    };
    const enter = () => {
      hovered = true;
      update();
    };
    const leave = () => {
      hovered = false;
      update();
    };
    const focusIn = () => {
      focused = true;
      update();
    };
    const focusOut = (event: FocusEvent) => {
      if (node.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      update();
    };
    node.addEventListener('mouseenter', enter);
    // A toast that appears under a resting pointer gets no mouseenter: the first move over it counts too.
    node.addEventListener('mousemove', enter);
    node.addEventListener('mouseleave', leave);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    update();
    return () => {
      clearTimeout(timer);
      node.removeEventListener('mouseenter', enter);
      node.removeEventListener('mousemove', enter);
      node.removeEventListener('mouseleave', leave);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
    };
  }, [id, autoCloseMs, onDismiss]);

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
        <ShellIcon name="x" size={20} />
      </button>
    </div>
  );
}
