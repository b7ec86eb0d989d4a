import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, type Toast } from '@shared/feedback.ts';
import './toast.css';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration]);
  return (
    <div className={`lc-toast lc-toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </div>
  );
}

/** Renders the shared toast queue (shared/feedback.ts); each toast removes itself after its duration. */
export function Toaster() {
  const toasts = useStore($toasts);
  return (
    <div className="lc-toaster" aria-live="polite">
      {toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
    </div>
  );
}
