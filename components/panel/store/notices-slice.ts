import type { Failure } from '../../../lib/messaging/protocol';
import type { Notice, Slice, StoreContext } from './panel-types';

/** The notice of a failed reply: its code, with the technical message as the detail. */
export function noticeOf(reply: Pick<Failure, 'code' | 'message'>): Notice {
  return { code: reply.code, detail: reply.message };
}

/** The panel's feedback: the error notice at the top, and short confirmations (toasts). */
export function createNoticesSlice({ set }: StoreContext): Slice<'notice' | 'toast' | 'showNotice' | 'showToast'> {
  let toastId = 0;
  return {
    notice: null,
    toast: null,
    showNotice(notice) {
      set({ notice });
    },
    showToast(text) {
      toastId += 1;
      set({ toast: { id: toastId, text } });
    },
  };
}
