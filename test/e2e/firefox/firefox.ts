import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firefoxPackProblem } from '../../../scripts/language-packs.mjs';

/** The built Firefox extension under test (`npm run build:firefox`). */
export const FIREFOX_EXTENSION_DIR = path.resolve('.output/firefox-mv3');

/** The add-on id from the manifest's `browser_specific_settings.gecko.id`. */
export const ADDON_ID = 'reimagine@reimagine.app';

/**
 * A fixed internal UUID for the add-on, so tests know its `moz-extension://` origin in advance
 * (Firefox picks a random one per profile otherwise).
 */
export const ADDON_UUID = '5f1d3c0e-8a4b-4c7e-9f2a-0b6d7e1c2a3f';

/**
 * Prefs that make Firefox speak `language`: its requested UI locale (served by Debian's
 * `firefox-esr-l10n-<language>` language pack, which .ci/run installs for German) and the
 * languages pages are asked in. The system language pack is a system-scope add-on: scope 8
 * (application) must stay enabled.
 */
function languagePrefs(language: string | undefined): Record<string, unknown> {
  if (!language) return {};
  return { 'intl.locale.requested': language, 'intl.accept_languages': language, 'extensions.autoDisableScopes': 0, 'extensions.enabledScopes': 15 };
}

/** Launches firefox-esr over WebDriver BiDi with the Firefox build installed (in `language` when given). */
export async function launchFirefoxWithExtension(
  extensionDir = FIREFOX_EXTENSION_DIR,
  language?: string,
): Promise<{ browser: Browser; origin: string; close: () => Promise<void> }> {
  // Without its language pack Firefox quietly stays English: say so instead of failing on a heading.
  const missingPack = language === undefined ? undefined : firefoxPackProblem(language, process.env);
  if (missingPack) throw new Error(missingPack);
  const profile = await mkdtemp(path.join(tmpdir(), 'reimagine-ff-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
      // Sidebars would open at install; keep the headless window simple.
      'sidebar.revamp': false,
      ...languagePrefs(language),
    },
  });
  await browser.installExtension(extensionDir);
  return {
    browser,
    origin: `moz-extension://${ADDON_UUID}`,
    close: async () => {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** How long the add-on's own tab may take to show up: Firefox beside Playwright on two cores starts slowly. */
const ADDON_PAGE_WAIT_MS = 45_000;
/** How long one tab may take to say where it is before the next is asked (a busy or privileged tab may not answer). */
const HREF_WAIT_MS = 2_000;

/**
 * The tab the add-on opened itself (its onboarding page, or where a test took it): Firefox refuses
 * WebDriver navigation to moz-extension:// URLs, and BiDi may report that tab as about:blank, so
 * each tab is asked where it is, none for longer than HREF_WAIT_MS.
 */
export async function addonPage(browser: Browser): Promise<Page> {
  const deadline = Date.now() + ADDON_PAGE_WAIT_MS;
  const hrefOf = (page: Page) =>
    Promise.race([page.evaluate(() => location.href).catch(() => ''), new Promise<string>((resolve) => setTimeout(() => resolve(''), HREF_WAIT_MS))]);
  while (Date.now() < deadline) {
    for (const page of await browser.pages()) if ((await hrefOf(page)).startsWith(`moz-extension://${ADDON_UUID}/`)) return page;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the add-on did not open its onboarding tab');
}
