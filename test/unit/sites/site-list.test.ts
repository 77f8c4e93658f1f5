import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runnerImport } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import config from '../../../wxt.config';
import listingScript from '../../../entrypoints/listing.content/index';
import { SITE_ADAPTERS } from '../../../lib/sites/all';
import { photoHostMatches } from '../../../lib/sites/builtin-sites';
import { LISTING_RULES } from '../../../lib/sites/listing-rules';
import { BUILTIN_SITE_RULES } from '../../../lib/sites/rules';

/**
 * A built-in site is one file, `lib/sites/builtin/<id>.ts`, and nothing else lists the sites:
 * every list is derived from the folder (lib/sites/builtin-files.ts). Read here from the disk, not
 * through the glob the lists use, so a file the lists missed would show.
 */

const ROOT = path.resolve(__dirname, '../../..');
const BUILTIN = path.join(ROOT, 'lib/sites/builtin');
const FILE_IDS = readdirSync(BUILTIN).filter((name) => name.endsWith('.ts')).map((name) => name.slice(0, -3)).sort();
/** What each site file exports, and nothing more (lib/sites/builtin-files.ts says what each is for). */
const EXPORTS = ['examples', 'listing', 'rules', 'site', 'urls'];

const modules = import.meta.glob<Record<string, unknown>>('../../../lib/sites/builtin/*.ts', { eager: true });

test('every file of lib/sites/builtin is a site, named by its id, declaring its parts under the same names', () => {
  expect(FILE_IDS.length).toBeGreaterThan(10);
  expect(Object.keys(modules).map((file) => path.basename(file, '.ts')).sort()).toEqual(FILE_IDS);
  for (const [file, exports] of Object.entries(modules)) {
    const id = path.basename(file, '.ts');
    expect(Object.keys(exports).sort(), id).toEqual(EXPORTS);
    const { urls, rules, site } = exports as Record<string, Record<string, unknown>>;
    for (const part of [urls, rules, site]) expect(part?.id, id).toBe(id);
    // The rules and the site extend the very same `urls` (one place for the pages and photo URLs).
    for (const [key, value] of Object.entries(urls ?? {})) {
      expect(rules?.[key], `${id} rules.${key}`).toBe(value);
      expect(site?.[key], `${id} site.${key}`).toBe(value);
    }
  }
});

test('the site list, the content script\'s rules and the listing reader\'s rules are every file, in the order of the ids', () => {
  expect(SITE_ADAPTERS.map((site) => site.id)).toEqual(FILE_IDS);
  expect(BUILTIN_SITE_RULES.map((rules) => rules.id)).toEqual(FILE_IDS);
  expect(Object.keys(LISTING_RULES).filter((id) => id !== 'generic').sort()).toEqual(FILE_IDS);
  // The order does not decide a page's site: no two sites share a page pattern.
  const pages = SITE_ADAPTERS.flatMap((site) => site.pages);
  expect(new Set(pages).size).toBe(pages.length);
});

test('the content script runs on every site\'s pages, after that site\'s rules, and the manifest asks for every site\'s pages and photo hosts', async () => {
  const pages = SITE_ADAPTERS.flatMap((site) => site.pages);
  // The entries the build writes (wxt.config.ts), and the rules scripts they name.
  const written: { content_scripts?: { matches?: string[]; js?: string[] }[] } = { content_scripts: [] };
  const hooks = config.hooks as Record<string, (...args: unknown[]) => Promise<void>>;
  await hooks['build:manifestGenerated']?.({ config: { mode: 'production' } }, written);
  const entries = written.content_scripts ?? [];
  expect(entries.flatMap((entry) => entry.matches ?? []).sort()).toEqual([...pages].sort());
  const files: { relativeDest: string; contents?: string }[] = [];
  await hooks['build:publicAssets']?.({}, files);
  for (const site of SITE_ADAPTERS) {
    const entry = entries.find((e) => e.matches?.includes(site.pages[0] ?? ''));
    expect(entry?.js, site.id).toEqual([`site-rules/${site.id}.js`, 'content-scripts/listing.js']);
    expect(files.find((file) => file.relativeDest === `site-rules/${site.id}.js`)?.contents, site.id).toContain(`"id":"${site.id}"`);
  }
  expect(listingScript.matches).toBeUndefined();
  const { manifest } = config;
  if (typeof manifest !== 'function') throw new Error('wxt.config.ts: the manifest is a function of the browser');
  for (const browser of ['chrome', 'firefox']) {
    const built = (await manifest({ browser, manifestVersion: 3, mode: 'production', command: 'build' })) as { host_permissions?: string[] };
    expect(built.host_permissions, browser).toEqual(expect.arrayContaining([...pages, ...photoHostMatches()]));
    for (const site of SITE_ADAPTERS) expect(built.host_permissions, `${browser} ${site.id}`).toEqual(expect.arrayContaining([...site.photoHosts]));
  }
});

/** Every source file outside lib/sites/builtin: where a hand-kept list of sites could hide. */
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (file !== BUILTIN) sourceFiles(file, out);
    } else if (/\.(?:ts|tsx|mjs|js)$/.test(name)) out.push(file);
  }
  return out;
}

test('no other source file names the sites: at most two site ids in any one (a comment\'s example)', () => {
  const ids = new RegExp(`\\b(${FILE_IDS.filter((id) => !['domain', 'homes'].includes(id)).join('|')})\\b`, 'g');
  const files = [...['lib', 'entrypoints', 'components', 'scripts', 'emulator', 'modules'].flatMap((dir) => sourceFiles(path.join(ROOT, dir))), path.join(ROOT, 'wxt.config.ts')];
  const lists = files.flatMap((file) => {
    const named = new Set(readFileSync(file, 'utf8').match(ids) ?? []);
    return named.size > 2 ? [`${path.relative(ROOT, file)}: ${[...named].join(', ')}`] : [];
  });
  expect(lists).toEqual([]);
});

describe('adding a site is adding its file', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'reimagine-sites-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  test('a new file in a copy of lib/sites shows in every list: site, rules, listing rules, pages, photo hosts', async () => {
    cpSync(path.join(ROOT, 'lib/sites'), path.join(copy, 'lib/sites'), { recursive: true });
    const zillow = readFileSync(path.join(BUILTIN, 'zillow.ts'), 'utf8');
    const added = zillow.replace("id: 'zillow'", "id: 'newsite'").replace("pages: ['https://www.zillow.com/*']", "pages: ['https://www.newsite.example/*']").replace("photoHosts: ['https://photos.zillowstatic.com/*']", "photoHosts: ['https://photos.newsite.example/*']");
    expect(added).not.toBe(zillow);
    writeFileSync(path.join(copy, 'lib/sites/builtin/newsite.ts'), added);
    const load = async <T>(file: string) => (await runnerImport<T>(path.join(copy, 'lib/sites', file), { configFile: false, root: copy, logLevel: 'silent' })).module;
    const all = await load<typeof import('../../../lib/sites/all')>('all.ts');
    const rules = await load<typeof import('../../../lib/sites/rules')>('rules.ts');
    const listing = await load<typeof import('../../../lib/sites/listing-rules')>('listing-rules.ts');
    const builtin = await load<typeof import('../../../lib/sites/builtin-sites')>('builtin-sites.ts');
    expect(all.SITE_ADAPTERS.map((site) => site.id)).toEqual([...FILE_IDS, 'newsite'].sort());
    expect(rules.BUILTIN_SITE_RULES.map((site) => site.id)).toEqual([...FILE_IDS, 'newsite'].sort());
    expect(rules.builtinSiteRulesFor('https://www.newsite.example/homedetails/1/')?.id).toBe('newsite');
    expect(Object.keys(listing.LISTING_RULES)).toContain('newsite');
    expect(builtin.listingPageMatches()).toContain('https://www.newsite.example/*');
    expect(builtin.photoHostMatches()).toContain('https://photos.newsite.example/*');
    expect(builtin.builtinSiteFor('https://www.newsite.example/')?.name).toBe('Zillow');
  });
});
