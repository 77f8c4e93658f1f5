import puppeteer, { type Browser } from 'puppeteer-core';
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
