import type { Plan } from '../../../lib/api/schemas';
import type { ErrorCode } from '../../../lib/errors';
import type { NamedOption, StyleOption } from '../../../lib/library/service-styles';
import { noticeOf } from './notices-slice';
import { defineSlice } from './slice';

/** The service slice's state (`state.service`). */
export interface ServiceData {
  plan: Plan | null;
  planError: ErrorCode | null;
  planLoading: boolean;
  styles: { interior: StyleOption[]; exterior: StyleOption[] } | null;
  stylesError: ErrorCode | null;
  stagingOptions: { roomTypes: NamedOption[]; styles: NamedOption[] } | null;
  stagingError: ErrorCode | null;
}

export interface ServiceActions {
  /** Re-reads the plan; `force` skips the background's cache (the refresh button). */
  refreshPlan(force?: boolean): Promise<void>;
  /** Shows a plan the background pushed (it refreshes its cache after each render). */
  showPlan(plan: Plan): void;
  refreshStyles(): Promise<void>;
  refreshStagingOptions(): Promise<void>;
  /** Deletes the oldest assets Reimagine uploaded itself; resolves how many, or null on a failure (the notice). */
  deleteOwnAssets(count: number): Promise<number | null>;
}

/** What the service offers this account: the plan (credits, uploads left), renovation styles, staging options. */
export const serviceSlice = defineSlice({
  name: 'service',
  initial: (): ServiceData => ({ plan: null, planError: null, planLoading: false, styles: null, stylesError: null, stagingOptions: null, stagingError: null }),
  actions({ patch, get, background: { call } }): ServiceActions {
    return {
      async refreshPlan(force = false) {
        patch({ planLoading: true });
        const reply = await call('getPlan', force ? { refresh: true } : {});
        if (reply.ok) patch({ plan: reply.data, planError: null, planLoading: false });
        else patch({ planError: reply.code, planLoading: false });
        // The background has no key: the settings' key status says so too.
        if (!reply.ok && reply.code === 'no_api_key') get().noteKeySet(false);
      },

      showPlan(plan) {
        patch({ plan, planError: null });
      },

      async refreshStyles() {
        const reply = await call('getStyles', {});
        if (reply.ok) patch({ styles: reply.data, stylesError: null });
        else patch({ stylesError: reply.code });
      },

      async refreshStagingOptions() {
        const reply = await call('getStagingOptions', {});
        if (reply.ok) patch({ stagingOptions: reply.data, stagingError: null });
        else patch({ stagingError: reply.code });
      },

      async deleteOwnAssets(count) {
        const reply = await call('deleteOwnAssets', { count });
        if (!reply.ok) {
          get().showNotice(noticeOf(reply));
          return null;
        }
        void get().refreshPlan();
        return reply.data.deleted;
      },
    };
  },
});
