import { noticeOf } from './notices-slice';
import type { Slice, StoreContext } from './panel-types';

/** The settings and key status the panel shows, the browser tab beside it, and turning Reimagine on or off for a site. */
export function createSettingsSlice({ set, get, background: { call } }: StoreContext): Slice<'settings' | 'keySet' | 'activeTab' | 'enableSite' | 'disableSite'> {
  /** Rewrites the enabled sites of the known settings (nothing while they are not loaded). */
  const changeSites = (change: (sites: readonly string[]) => string[]) => {
    const settings = get().settings;
    if (settings) set({ settings: { ...settings, enabledSites: change(settings.enabledSites) } });
  };

  return {
    settings: null,
    keySet: null,
    activeTab: null,

    async enableSite(origin, tabId) {
      const reply = await call('enableSite', tabId !== undefined ? { origin, tabId } : { origin });
      if (!reply.ok) {
        set({ notice: noticeOf(reply) });
        return false;
      }
      changeSites((sites) => [...new Set([...sites, origin])]);
      return true;
    },

    async disableSite(origin) {
      const reply = await call('disableSite', { origin });
      if (!reply.ok) {
        set({ notice: noticeOf(reply) });
        return false;
      }
      changeSites((sites) => sites.filter((site) => site !== origin));
      return true;
    },
  };
}
