import { noticeOf } from './notices-slice';
import type { Slice, StoreContext } from './panel-types';

type ServiceSlice = Slice<
  'plan' | 'planError' | 'planLoading' | 'styles' | 'stylesError' | 'stagingOptions' | 'stagingError' | 'refreshPlan' | 'refreshStyles' | 'refreshStagingOptions' | 'deleteOwnAssets'
>;

/** What the service offers this account: the plan (credits, uploads left), renovation styles, staging options. */
export function createServiceSlice({ set, get, background: { call } }: StoreContext): ServiceSlice {
  return {
    plan: null,
    planError: null,
    planLoading: false,
    styles: null,
    stylesError: null,
    stagingOptions: null,
    stagingError: null,

    async refreshPlan(force = false) {
      set({ planLoading: true });
      const reply = await call('getPlan', force ? { refresh: true } : {});
      if (reply.ok) set({ plan: reply.data, planError: null, planLoading: false });
      else set({ planError: reply.code, planLoading: false, ...(reply.code === 'no_api_key' ? { keySet: false } : {}) });
    },

    async refreshStyles() {
      const reply = await call('getStyles', {});
      if (reply.ok) set({ styles: reply.data, stylesError: null });
      else set({ stylesError: reply.code });
    },

    async refreshStagingOptions() {
      const reply = await call('getStagingOptions', {});
      if (reply.ok) set({ stagingOptions: reply.data, stagingError: null });
      else set({ stagingError: reply.code });
    },

    async deleteOwnAssets(count) {
      const reply = await call('deleteOwnAssets', { count });
      if (!reply.ok) {
        set({ notice: noticeOf(reply) });
        return null;
      }
      void get().refreshPlan();
      return reply.data.deleted;
    },
  };
}
