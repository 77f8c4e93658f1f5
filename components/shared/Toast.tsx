import { useEffect, useState } from 'react';
import { usePanel } from '../panel/store/context';

/** How long a confirmation stays visible. */
const TOAST_MS = 6000;

/** Short confirmations ("Queued 12 of 12 photos."), announced politely and then hidden. */
export function Toast() {
  const toast = usePanel((state) => state.notices.toast);
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setHiddenId(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const visible = toast !== null && toast.id !== hiddenId;
  return (
    <div className={visible ? 'toast toast--visible' : 'toast'} role="status" aria-live="polite">
      {visible ? toast.text : ''}
    </div>
  );
}
