import { X } from 'lucide-react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Toast } from './ToastProvider';

const messages = defineMessages({
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
});

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: string): void }) {
  const intl = useIntl();
  const { id, autoCloseMs } = toast;

  useEffect(() => {
    if (autoCloseMs === false) return;
    const timer = setTimeout(() => onDismiss(id), autoCloseMs);
    return () => clearTimeout(timer);
  }, [id, autoCloseMs, onDismiss]);

  return (
    <div role={toast.kind === 'error' ? 'alert' : 'status'} className={`toast toast--${toast.kind}`}>
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
