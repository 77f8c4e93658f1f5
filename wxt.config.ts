import { defineConfig } from 'wxt';
import { PRODUCTION_API_BASE } from './lib/config';
import { photoHostMatches, listingPageMatches } from './lib/sites/catalog';
import { DEMO_LOOPBACK_MATCHES } from './lib/acquisition/cookie-hosts';

/** The API host pattern: the only API origin the shipped manifest may reach. */
const API_HOST = `${new URL(PRODUCTION_API_BASE).origin}/*`;

/**
 * The keyboard shortcut that opens Reimagine's panel. Alt+Shift+R is taken by neither Chrome nor
 * Firefox (Ctrl+Shift+R reloads, Reader View is Ctrl+Alt+R or F9), and the user can change it on
 * the browser's shortcuts page.
 */
export const OPEN_PANEL_SHORTCUT = 'Alt+Shift+R';

/**
 * The browser's own command that opens the panel, so no code has to handle the key: in Chrome
 * the action's, whose click opens the side panel (entrypoints/background/action.ts sets that
 * behaviour); in Firefox the sidebar's, which the browser opens itself.
 */
function openPanelCommand(browser: string) {
  const command = { suggested_key: { default: OPEN_PANEL_SHORTCUT }, description: '__MSG_openPanelCommand__' };
  return browser === 'firefox' ? { _execute_sidebar_action: command } : { _execute_action: command };
}

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  // Explicit imports everywhere: a reader sees where `browser` and friends come from.
  imports: false,
  manifest: ({ browser }) => ({
    // The brand is the same in every language (extName in public/_locales says so too); left
    // literal so that runtime.getManifest().name, which Chrome does not localize, reads "Reimagine".
    name: 'Reimagine',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    host_permissions: [...listingPageMatches(), ...photoHostMatches(), API_HOST],
    // Asked for at run time only: a custom API base URL, or "Enable Reimagine on this site".
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: '__MSG_actionTitle__' },
    commands: openPanelCommand(browser),
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'reimagine@reimagine.app',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: {
              strict_min_version: '142.0',
            },
          },
        }
      : {}),
  }),
  hooks: {
    // `--mode demo` (npm run demo) also runs on the local demo listing site and may fetch its
    // photos; production manifests never name a loopback host.
    'build:manifestGenerated': (wxt, manifest) => {
      if (wxt.config.mode !== 'demo') return;
      const local = [...DEMO_LOOPBACK_MATCHES];
      manifest.host_permissions = [...(manifest.host_permissions ?? []), ...local];
      for (const script of manifest.content_scripts ?? []) script.matches = [...(script.matches ?? []), ...local];
    },
  },
  webExt: { disabled: true },
});
