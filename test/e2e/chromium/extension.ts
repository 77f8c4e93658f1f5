import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPackProblem } from '../../../scripts/language-packs.mjs';

/** The built Chrome extension under test (`npm run build:chrome`). */
export const EXTENSION_DIR = path.resolve('.output/chrome-mv3');

/** Debian's Chromium; Playwright may not download its own browsers here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the (closed) network and quiet in CI. */
export const CHROMIUM_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
];

/**
 * The environment that makes Debian's Chromium speak `language` (its UI language, hence
 * `i18n.getUILanguage()` and `navigator.languages`): `LANGUAGE`, as on a user's desktop, and
 * `--lang`, because Playwright otherwise passes its own (en-US). It needs the `chromium-l10n`
 * locale packs (installed by .ci/run); without them Chromium stays English.
 */
function languageEnv(language: string | undefined): Record<string, string> | undefined {
  if (!language) return undefined;
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { ...env, LANGUAGE: language, LANG: `${language}_${language.toUpperCase()}.UTF-8` };
}

/** Launches Chromium in `profile` with the extension loaded from `extensionDir`. */
function launchInProfile(profile: string, extensionDir: string, language?: string, extraArgs: readonly string[] = []): Promise<BrowserContext> {
  // Without its locale pack Chromium quietly stays English: say so instead of failing on a heading.
  const missingPack = language === undefined ? undefined : chromiumPackProblem(language, process.env);
  if (missingPack) throw new Error(missingPack);
  const env = languageEnv(language);
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`, ...(language ? [`--lang=${language}`] : []), ...extraArgs],
    // Playwright passes its own --lang (en-US) unless a locale is given: give the same language.
    ...(env ? { env, locale: language } : {}),
  });
}

/**
 * Launches Chromium with the extension of `extensionDir` in the profile folder `profile`, which the
 * caller owns (made empty here, kept after close). Developer mode is on in it: Chromium reloads an
 * unpacked extension (`runtime.reload()`, an update in place) only then; without it the reload
 * unloads the extension for good.
 */
export async function launchInDeveloperProfile(profile: string, extensionDir: string): Promise<BrowserContext> {
  await rm(profile, { recursive: true, force: true });
  await mkdir(path.join(profile, 'Default'), { recursive: true });
  await writeFile(path.join(profile, 'Default', 'Preferences'), JSON.stringify({ extensions: { ui: { developer_mode: true } } }));
  return launchInProfile(profile, extensionDir);
}

/** Launches Chromium with the extension loaded, in a fresh profile (in `language` when given; `extraArgs` after the usual flags). */
export async function launchWithExtension(extensionDir = EXTENSION_DIR, language?: string, extraArgs: readonly string[] = []): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'reimagine-pw-'));
  const context = await launchInProfile(profile, extensionDir, language, extraArgs);
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Waits for the extension's service worker and returns it. */
export async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  const existing = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://'));
  return existing ?? context.waitForEvent('serviceworker', { predicate: (w) => w.url().startsWith('chrome-extension://') });
}

/**
 * The tab that `action` opens, once it shows a URL that `url` matches. Not simply the context's next
 * page: the welcome tab that the install opens can come at any moment of a test's start, and a
 * test that took it for its own tab failed on a slow machine.
 */
export async function tabOpenedBy(context: BrowserContext, url: RegExp, action: () => Promise<unknown>): Promise<Page> {
  const before = new Set(context.pages());
  await action();
  let tab: Page | undefined;
  await base.expect
    .poll(() => (tab = context.pages().find((page) => !before.has(page) && url.test(page.url()))) !== undefined, { message: `a new tab at ${url}` })
    .toBe(true);
  if (!tab) throw new Error(`no new tab at ${url}`);
  await tab.waitForLoadState();
  return tab;
}

/** A test with a Chromium context that has the extension, its worker and its id. */
export const test = base.extend<{ uiLanguage: string | undefined; context: BrowserContext; worker: Worker; extensionId: string }>({
  /** The browser's language for the test (`test.use({ uiLanguage: 'de' })`); English when unset. */
  uiLanguage: [undefined, { option: true }],
  context: async ({ uiLanguage }, use) => {
    const { context, close } = await launchWithExtension(EXTENSION_DIR, uiLanguage);
    await use(context);
    await close();
  },
  worker: async ({ context }, use) => {
    await use(await serviceWorkerOf(context));
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
});

export const expect = test.expect;
