import type { Settings } from '../../../lib/storage/settings-schema';
import type { ActiveTab } from '../../shared/background';
import { noticeOf } from './notices-slice';
import { defineSlice } from './slice';

/** The settings slice's state (`state.settings`). */
export interface SettingsData {
  /** The settings as the background last answered them; null until read. */
  values: Settings | null;
  /** Whether an API key is stored; null until known. */
  keySet: boolean | null;
  /** The browser tab next to the panel (for "Enable Reimagine on this site"); null while unknown or none. */
  activeTab: ActiveTab | null;
}

export interface SettingsActions {
  /** Reads the settings and whether a key is stored. */
  loadSettings(): Promise<void>;
  /** What a reply said of the key (a `no_api_key` failure: none is stored). */
  noteKeySet(set: boolean): void;
  /** The browser tab beside the panel changed. */
  showActiveTab(tab: ActiveTab | null): void;
  /**
   * Turns Reimagine on for an origin whose host permission the click already obtained, running it
   * in `tabId` at once; resolves true on success (a failure becomes the notice).
   */
  enableSite(origin: string, tabId?: number): Promise<boolean>;
  /** Turns Reimagine off for an origin; resolves true on success (a failure becomes the notice). */
  disableSite(origin: string): Promise<boolean>;
}

/** The settings and key status the panel shows, the browser tab beside it, and turning Reimagine on or off for a site. */
export const settingsSlice = defineSlice({
  name: 'settings',
  initial: (): SettingsData => ({ values: null, keySet: null, activeTab: null }),
  actions({ own, patch, get, background: { call } }): SettingsActions {
    /** Rewrites the enabled sites of the known settings (nothing while they are not loaded). */
    const changeSites = (change: (sites: readonly string[]) => string[]) => {
      const values = own().values;
      if (values) patch({ values: { ...values, enabledSites: change(values.enabledSites) } });
    };

    return {
      async loadSettings() {
        const [settings, key] = await Promise.all([call('getSettings', {}), call('getKeyStatus', {})]);
        if (settings.ok) patch({ values: settings.data });
        if (key.ok) patch({ keySet: key.data.set });
      },

      noteKeySet(keySet) {
        patch({ keySet });
      },

      showActiveTab(activeTab) {
        patch({ activeTab });
      },

      async enableSite(origin, tabId) {
        const reply = await call('enableSite', tabId !== undefined ? { origin, tabId } : { origin });
        if (!reply.ok) {
          get().showNotice(noticeOf(reply));
          return false;
        }
        changeSites((sites) => [...new Set([...sites, origin])]);
        return true;
      },

      async disableSite(origin) {
        const reply = await call('disableSite', { origin });
        if (!reply.ok) {
          get().showNotice(noticeOf(reply));
          return false;
        }
        changeSites((sites) => sites.filter((site) => site !== origin));
        return true;
      },
    };
  },
});
