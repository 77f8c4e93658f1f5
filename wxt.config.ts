import { defineConfig } from 'wxt';
import { PRODUCTION_API_BASE } from './lib/config';
import { photoHostMatches, listingPageMatches } from './lib/sites/catalog';
import { DEMO_LOOPBACK_MATCHES } from './lib/acquisition/cookie-hosts';

/** The API host pattern: the only API origin the shipped manifest may reach. */
const API_HOST = `${new URL(PRODUCTION_API_BASE).origin}/*`;

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  // Explicit imports everywhere: a reader sees where `browser` and friends come from.
  imports: false,
  manifest: ({ browser }) => ({
    name: 'Reimagine',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    host_permissions: [...listingPageMatches(), ...photoHostMatches(), API_HOST],
    // Asked for at run time only: a custom API base URL, or "Enable Reimagine on this site".
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: 'Open Reimagine' },
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
