import { createRequire } from 'node:module';
import { defineConfig } from 'wxt';
import type { InlineConfig } from 'vite';
import { PRODUCTION_API_BASE } from './lib/config';
import { photoHostMatches, listingPageMatches } from './lib/sites/catalog';
import { GENERIC_SCRIPT_FILE } from './lib/sites/registration';
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

/**
 * Content scripts get WXT's own `browser` (the browser's promise-based API: `browser` in Firefox,
 * `chrome` in Chrome MV3) instead of webextension-polyfill, which the module below puts
 * everywhere: the polyfill is 3 KB gzipped of the listing script, which every listing page
 * loads, and a content script uses nothing it adds (its one message listener answers through
 * `sendResponse`). The extension's own pages and worker keep it.
 */
function nativeBrowserInContentScripts(entrypoints: readonly { type: string }[], config: InlineConfig): void {
  if (!entrypoints.every((entrypoint) => entrypoint.type === 'content-script')) return;
  const native = { find: /^wxt\/browser$/, replacement: createRequire(import.meta.url).resolve('wxt/browser') };
  const resolve = (config.resolve ??= {});
  const alias = resolve.alias;
  // Vite takes the first alias that matches: ours goes before the polyfill module's.
  if (Array.isArray(alias)) resolve.alias = [native, ...alias];
  else resolve.alias = [native, ...Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) }))];
}

/**
 * `--mode demo` (npm run demo) also runs on the local demo listing site, a site without an
 * adapter: the generic script is declared for loopback pages there. Production manifests never
 * name a loopback host.
 */
export function addDemoLoopback(manifest: { host_permissions?: string[]; content_scripts?: { matches?: string[]; js?: string[]; run_at?: string }[] }): void {
  const local = [...DEMO_LOOPBACK_MATCHES];
  manifest.host_permissions = [...(manifest.host_permissions ?? []), ...local];
  manifest.content_scripts = [...(manifest.content_scripts ?? []), { matches: local, js: [GENERIC_SCRIPT_FILE], run_at: 'document_idle' }];
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
    'build:manifestGenerated': (wxt, manifest) => {
      if (wxt.config.mode === 'demo') addDemoLoopback(manifest);
    },
    'vite:build:extendConfig': nativeBrowserInContentScripts,
  },
  webExt: { disabled: true },
  // The Firefox sources zip is for AMO's reviewers: test, bench and demo output is not source.
  zip: { excludeSources: ['test-results/**', 'playwright-report/**', 'coverage/**', 'demo-output/**', 'web-ext-artifacts/**', 'dist/**', 'bench-results.json', '*.log'] },
  vite: () => ({
    build: {
      rollupOptions: {
        // zod 4 puts explanatory comments next to its @__PURE__ annotations; Rollup cannot read
        // an annotation there and says so twice per build (the code is fine, the comment is
        // dropped). Silenced for zod only, so any other annotation warning still shows.
        onLog(level, log, handler) {
          if (log.code === 'INVALID_ANNOTATION' && log.id?.includes('/node_modules/zod/')) return;
          handler(level, log);
        },
      },
    },
  }),
});
