import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromiumLocalesDir, chromiumPackProblem, firefoxPackProblem, missingLanguagePackages } from '../../../scripts/language-packs.mjs';

/**
 * A newcomer without Debian's language packs got a failed heading assertion from the German
 * tests; the checks must name the package instead. Browsers are faked by a folder with a binary
 * and the packs the test puts beside it.
 */
let root: string;

/** A fake browser install: `binary` in `root`, and the given files under it. */
function install(binary: string, files: readonly string[]): string {
  for (const file of [binary, ...files]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  }
  return path.join(root, binary);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'reimagine-packs-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the browsers’ language packs', () => {
  it('finds Chromium’s locale packs beside its binary, and Debian’s /usr/bin/chromium in /usr/lib/chromium', () => {
    const env = { CHROMIUM_PATH: install('chromium/chrome', ['chromium/locales/de.pak']) };
    expect(chromiumLocalesDir(env)).toBe(path.join(root, 'chromium', 'locales'));
    expect(chromiumPackProblem('de', env)).toBeUndefined();
    expect(chromiumPackProblem('nl', env)).toBe(
      `Chromium cannot run in Dutch here: its locale pack ${path.join(root, 'chromium/locales/nl.pak')} is missing; install it with apt-get install chromium-l10n.`,
    );
    expect(chromiumLocalesDir({ CHROMIUM_PATH: '/usr/bin/chromium' })).toBe('/usr/lib/chromium/locales');
  });

  it('finds Firefox’s language pack as Debian’s firefox-esr-l10n-de installs it, and names that package when it is not there', () => {
    const without = { FIREFOX_PATH: install('firefox-esr/firefox-esr', []) };
    expect(firefoxPackProblem('de', without)).toMatch(/^Firefox cannot run in German here: .* is missing; install it with apt-get install firefox-esr-l10n-de\.$/);
    install('firefox-esr/browser/extensions/langpack-de@firefox-esr.mozilla.org.xpi', []);
    expect(firefoxPackProblem('de', without)).toBeUndefined();
  });

  it('lists the missing packages with what they are for, and leaves other needs alone', () => {
    const env = { CHROMIUM_PATH: install('chromium/chrome', ['chromium/locales/nl.pak']), FIREFOX_PATH: install('firefox-esr/firefox-esr', []) };
    expect(missingLanguagePackages(['shared', 'chromium-l10n', 'firefox-esr-l10n-de', 'chrome-mv3'], env)).toEqual([
      { name: 'chromium-l10n', what: 'Chromium’s locale packs for German' },
      { name: 'firefox-esr-l10n-de', what: 'Firefox’s language pack for German' },
    ]);
  });

  it('npm test stops first with one line naming the packages to install', () => {
    const env = { ...process.env, CHROMIUM_PATH: install('chromium/chrome', []), FIREFOX_PATH: install('firefox-esr/firefox-esr', []) };
    const run = spawnSync(process.execPath, [path.resolve('scripts/needs.mjs'), 'test', 'chromium-l10n', 'firefox-esr-l10n-de'], { env, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'npm run test needs Chromium’s locale packs for German and Dutch and Firefox’s language pack for German: apt-get install chromium-l10n firefox-esr-l10n-de first.\n',
    );
  });
});
