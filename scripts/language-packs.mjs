/**
 * The browsers' language packs the German and Dutch tests need, and where Debian installs them.
 * Without its pack a browser silently stays English, so a language test would fail on some
 * heading far from the cause; these checks name the missing package instead. Plain Node (no
 * tsx): scripts/needs.mjs runs them before the test runners, and the tests' launchers import
 * them too (types in language-packs.d.mts).
 */
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** The binary a path names (symlinks followed); the path itself when it does not exist. */
function realBinary(file) {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/**
 * Chromium's locale folder: beside its binary, or for Debian's /usr/bin/chromium (a shell script
 * that runs /usr/lib/chromium/chromium) in /usr/lib/chromium.
 */
export function chromiumLocalesDir(env = process.env) {
  const binary = realBinary(env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  if (path.dirname(binary) === '/usr/bin') return path.join('/usr/lib', path.basename(binary), 'locales');
  return path.join(path.dirname(binary), 'locales');
}

/** Why Chromium cannot speak `language` (e.g. de), in one sentence; undefined when it can. */
export function chromiumPackProblem(language, env = process.env) {
  const pack = path.join(chromiumLocalesDir(env), `${language}.pak`);
  if (existsSync(pack)) return undefined;
  return `Chromium cannot run in ${languageName(language)} here: its locale pack ${pack} is missing; install it with apt-get install chromium-l10n.`;
}

/**
 * The folders Firefox takes system language packs from (langpack-de@firefox-esr.mozilla.org.xpi
 * from Debian's firefox-esr-l10n-de sits in browser/extensions; other builds use distribution/).
 */
export function firefoxLangpackDirs(env = process.env) {
  const home = path.dirname(realBinary(env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'));
  return [path.join(home, 'browser', 'extensions'), path.join(home, 'distribution', 'extensions')];
}

/** Why Firefox cannot speak `language`, in one sentence; undefined when its language pack is there. */
export function firefoxPackProblem(language, env = process.env) {
  const dirs = firefoxLangpackDirs(env);
  const found = dirs.some((dir) => existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(`langpack-${language}@`) && name.endsWith('.xpi')));
  if (found) return undefined;
  return `Firefox cannot run in ${languageName(language)} here: its language pack (langpack-${language}@….xpi in ${dirs[0]}) is missing; install it with apt-get install firefox-esr-l10n-${language}.`;
}

/** The languages each Debian package must provide for the tests, and how to check one. */
const PACKAGES = {
  'chromium-l10n': { languages: ['de', 'nl'], what: 'Chromium’s locale packs', problem: chromiumPackProblem },
  'firefox-esr-l10n-de': { languages: ['de'], what: 'Firefox’s language pack', problem: firefoxPackProblem },
};

/** Whether `name` is a package these checks know (`chromium-l10n`, `firefox-esr-l10n-de`). */
export function isLanguagePackage(name) {
  return Object.hasOwn(PACKAGES, name);
}

/** Of the named packages, those missing here, each with what it is for (for needs.mjs's one line). */
export function missingLanguagePackages(names, env = process.env) {
  return names
    .filter((name) => isLanguagePackage(name))
    .flatMap((name) => {
      const spec = PACKAGES[name];
      const missing = spec.languages.filter((language) => spec.problem(language, env) !== undefined);
      return missing.length === 0 ? [] : [{ name, what: `${spec.what} for ${missing.map(languageName).join(' and ')}` }];
    });
}

function languageName(language) {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
}
