import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import type { InlineConfig } from 'vite';
import { PRODUCTION_API_BASE } from './lib/config';
import { GENERIC_SCRIPT_FILE } from './lib/sites/generic-script';
import { siteContentScripts, siteRulesFile, siteRulesScript, type ContentScriptEntry } from './lib/sites/site-scripts';
import { DEMO_LOOPBACK_MATCHES } from './lib/acquisition/demo-loopback';
import { isLocale, LOCALES } from './lib/i18n/locales';
import { contentLocaleMessages } from './lib/i18n/messages/content/locale-files';
import { privacyPageFile } from './lib/privacy/page';
import { privacyPage, privacySourceFile } from './scripts/build/privacy-page';
import { noRawHtml } from './scripts/build/no-raw-html';
import { viteImport } from './scripts/build/vite-import';
import { minifyAgain } from './scripts/build/minify-again';

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
 * What content scripts, which every listing page loads, are built with instead of the defaults:
 * - WXT's own `browser` (the browser's promise-based API: `browser` in Firefox, `chrome` in
 *   Chrome MV3) instead of webextension-polyfill, which the module below puts everywhere: 3 KB
 *   gzipped, and a content script uses nothing it adds (its one message listener answers
 *   through `sendResponse`). The extension's own pages and worker keep it.
 * - A content-script context with only the signal they use (entrypoints/listing.content/
 *   script-context.ts) instead of WXT's, whose timers, location watcher and logger are 1 KB.
 * - Terser instead of esbuild as the minifier: its names and rewrites gzip better, 0.8 KB less
 *   on each content script. Single-use functions stay functions (`reduce_funcs: false`) rather
 *   than becoming closures built at each call, so nothing costs more per photo.
 */
function leanContentScripts(entrypoints: readonly { type: string }[], config: InlineConfig): void {
  if (!entrypoints.every((entrypoint) => entrypoint.type === 'content-script')) return;
  const lean = [
    { find: /^wxt\/browser$/, replacement: createRequire(import.meta.url).resolve('wxt/browser') },
    { find: /^wxt\/utils\/content-script-context$/, replacement: fileURLToPath(new URL('./entrypoints/listing.content/script-context.ts', import.meta.url)) },
  ];
  const build = (config.build ??= {});
  build.minify = 'terser';
  // NO_MANGLE=1 keeps the functions' names, for reading a profile (scripts/measure/page-profile.ts).
  const readable = Boolean(process.env.NO_MANGLE);
  build.terserOptions = { ecma: 2020, compress: { passes: 2, reduce_funcs: false }, ...(readable ? { mangle: false, keep_fnames: true } : {}) };
  if (!readable) config.plugins = [...(config.plugins ?? []), minifyAgain(build.terserOptions)];
  const resolve = (config.resolve ??= {});
  const alias = resolve.alias;
  // Vite takes the first alias that matches: ours go before the polyfill module's.
  if (Array.isArray(alias)) resolve.alias = [...lean, ...alias];
  else resolve.alias = [...lean, ...Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) }))];
}

/**
 * `--mode demo` (npm run demo) also runs on the local demo listing site, a site without an
 * adapter: the generic script is declared for loopback pages there. Production manifests never
 * name a loopback host.
 */
export function addDemoLoopback(manifest: { host_permissions?: string[]; content_scripts?: ContentScriptEntry[] }): void {
  const local = [...DEMO_LOOPBACK_MATCHES];
  manifest.host_permissions = [...(manifest.host_permissions ?? []), ...local];
  manifest.content_scripts = [...(manifest.content_scripts ?? []), { matches: local, js: [GENERIC_SCRIPT_FILE], run_at: 'document_idle' }];
}

/** A public file as WXT copies it (`absoluteSrc`) or writes it (`contents`). */
type PublicFile = { relativeDest: string } & ({ absoluteSrc: string } | { contents: string });

/**
 * Each `_locales/<locale>/messages.json` as built: the manifest's own messages (public/_locales,
 * as written) plus the content namespace (lib/i18n/messages/content), which the content scripts
 * read with `i18n.getMessage` instead of carrying six tables to every listing page.
 */
export function withContentMessages(files: PublicFile[]): void {
  files.forEach((file, i) => {
    const locale = /^_locales\/([^/]+)\/messages\.json$/.exec(file.relativeDest)?.[1];
    if (!locale || !isLocale(locale)) return;
    const own = JSON.parse('contents' in file ? file.contents : readFileSync(file.absoluteSrc, 'utf8')) as Record<string, unknown>;
    files[i] = { relativeDest: file.relativeDest, contents: `${JSON.stringify({ ...own, ...contentLocaleMessages(locale) }, null, 2)}\n` };
  });
}

/**
 * What leaves the device, by Firefox's data categories (lib/privacy/outbound.ts). Through Vite: the
 * operations declare their own requests, and their modules reach the site lists.
 */
async function firefoxDataCategories(): Promise<{ required: string[] }> {
  const { firefoxDataCollection } = await viteImport<typeof import('./lib/privacy/outbound')>('lib/privacy/outbound.ts');
  return firefoxDataCollection();
}

/**
 * The built-in sites' page and photo-host match patterns: host permissions, so that the content
 * script runs on their pages and the background can fetch their photos.
 */
async function siteHostMatches(): Promise<string[]> {
  const { listingPageMatches, photoHostMatches } = await viteImport<typeof import('./lib/sites/builtin-sites')>('lib/sites/builtin-sites.ts');
  return [...listingPageMatches(), ...photoHostMatches()];
}

/**
 * The built-in sites' content script in the manifest: one entry per site, its own rules script
 * (written with the public files below) before listing.js, which WXT registers `runtime` and so
 * lists nowhere itself. Before the demo build's loopback entry.
 */
async function addSiteContentScripts(manifest: { content_scripts?: ContentScriptEntry[] }): Promise<void> {
  const { BUILTIN_SITE_RULES } = await viteImport<typeof import('./lib/sites/rules')>('lib/sites/rules.ts');
  manifest.content_scripts = [...siteContentScripts(BUILTIN_SITE_RULES), ...(manifest.content_scripts ?? [])];
}

/** Each built-in site's rules script (lib/sites/site-scripts.ts). */
async function siteRulesFiles(): Promise<PublicFile[]> {
  const { BUILTIN_SITE_RULES } = await viteImport<typeof import('./lib/sites/rules')>('lib/sites/rules.ts');
  return BUILTIN_SITE_RULES.map((rules) => ({ relativeDest: siteRulesFile(rules.id), contents: siteRulesScript(rules) }));
}

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  // Explicit imports everywhere: a reader sees where `browser` and friends come from.
  imports: false,
  // Async: the sites' pages and photo hosts come from their files (lib/sites/builtin/), which only
  // Vite can list (scripts/build/vite-import.ts); so do the requests the operations declare.
  manifest: async ({ browser }) => ({
    // The brand is the same in every language (extName in public/_locales says so too); left
    // literal so that runtime.getManifest().name, which Chrome does not localize, reads "Reimagine".
    name: 'Reimagine',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    host_permissions: [...(await siteHostMatches()), API_HOST],
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
              // What leaves the device, from lib/privacy/outbound.ts (PRIVACY.md says the same):
              // a render sends the photo (websiteContent) with the user's key (authenticationInfo).
              data_collection_permissions: await firefoxDataCategories(),
            },
            gecko_android: {
              strict_min_version: '142.0',
            },
          },
        }
      : {}),
  }),
  hooks: {
    'build:manifestGenerated': async (wxt, manifest) => {
      await addSiteContentScripts(manifest);
      if (wxt.config.mode === 'demo') addDemoLoopback(manifest);
    },
    'vite:build:extendConfig': leanContentScripts,
    'build:publicAssets': async (_wxt, files) => {
      withContentMessages(files);
      files.push(...(await siteRulesFiles()));
      // The policy in each language of the interface (PRIVACY.md, the authoritative English, and its translations).
      for (const locale of LOCALES) {
        const markdown = readFileSync(fileURLToPath(new URL(`./${privacySourceFile(locale)}`, import.meta.url)), 'utf8');
        files.push({ relativeDest: privacyPageFile(locale), contents: privacyPage(markdown, locale) });
      }
    },
  },
  webExt: { disabled: true },
  // The Firefox sources zip is for AMO's reviewers: test, bench and demo output, the cached
  // previous release and the docs' pictures are not source (`npm run release` rebuilds from it).
  zip: {
    excludeSources: ['test-results/**', 'playwright-report/**', 'coverage/**', 'demo-output/**', 'web-ext-artifacts/**', 'dist/**', '.cache/**', 'docs/**/*.png', 'docs/**/*.jpg', 'bench-results.json', '*.log'],
  },
  vite: () => ({
    plugins: [noRawHtml()],
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
