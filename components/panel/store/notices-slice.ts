import type { ErrorCode } from '../../../lib/errors';
import type { PickedPhoto } from '../../../lib/listing';
import type { Failure } from '../../../lib/messaging/protocol';
import type { JobRequest } from '../../../lib/queue/types';
import { defineSlice } from './slice';

/** An error shown at the top of the panel, explained with explainError(code). */
export interface Notice {
  readonly code: ErrorCode;
  /** The technical message, shown as a detail under the sentence. */
  readonly detail?: string;
  /** The request that failed, when "Retry" can simply send it again. */
  readonly retry?: { readonly request: JobRequest; readonly photo: PickedPhoto; readonly newVariation: boolean };
}

/** A short confirmation ("Queued 12 renders"), announced politely. */
export interface Toast {
  readonly id: number;
  readonly text: string;
}

/** The notices slice's state (`state.notices`). */
export interface NoticesData {
  /** The error shown at the top of the panel; null: none. */
  notice: Notice | null;
  /** The last confirmation. */
  toast: Toast | null;
}

export interface NoticesActions {
  /** Shows an error at the top of the panel (null clears it). */
  showNotice(notice: Notice | null): void;
  /** Announces a short confirmation. */
  showToast(text: string): void;
}

/** The notice of a failed reply: its code, with the technical message as the detail. */
export function noticeOf(reply: Pick<Failure, 'code' | 'message'>): Notice {
  return { code: reply.code, detail: reply.message };
}

/** The panel's feedback: the error notice at the top, and short confirmations (toasts). */
export const noticesSlice = defineSlice({
  name: 'notices',
  initial: (): NoticesData => ({ notice: null, toast: null }),
  actions({ patch }): NoticesActions {
    let toastId = 0;
    return {
      showNotice(notice) {
        patch({ notice });
      },
      showToast(text) {
        toastId += 1;
        patch({ toast: { id: toastId, text } });
      },
    };
  },
});
