import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import { SITE_ADAPTERS } from '../../../lib/sites/all';
import { listingPageMatches, photoHostMatches } from '../../../lib/sites/builtin-sites';
import { compileAdapter } from '../../../lib/sites/compile';
import { GENERIC_ADAPTER } from '../../../lib/sites/generic';
import { isValidPattern, matchesPattern } from '../../../lib/sites/match-pattern';
import { genericRegistration, isBuiltinSite, sitePatterns } from '../../../lib/sites/registration';
import { GENERIC_SCRIPT_FILE } from '../../../lib/sites/generic-script';
import { adapterForUrl, builtinSiteFor, isListingPage } from '../../../lib/sites/registry';
import { LISTING_RULES, listingRulesOf } from '../../../lib/sites/listing-rules';
import { isStructurallyExcluded } from '../../../lib/sites/structure';
import { BUILTIN_SITE_RULES, builtinSiteRulesFor } from '../../../lib/sites/rules';
import type { SiteAdapter } from '../../../lib/sites/types';
import { resolvePhotoUrl } from '../../../lib/sites/urls';
import { isLocale } from '../../../lib/i18n/locales';
import { expectedPages, SHARED_PAGES_DIR } from './shared-pages';
import { examplesOf, SITE_FILES } from './site-files';

/**
 * Validates the per-site knowledge, which is data: every site file (`lib/sites/builtin/<id>.ts`,
 * and the generic adapter's) is a listed adapter and every listed adapter has its file (the lists
 * are derived from the files: site-list.test.ts); regexes compile; selectors parse; match
 * patterns are valid; every note of where the selectors were checked points at a real saved page
 * or says honestly it was not checked; and each adapter's own examples hold (listing pages
 * recognised, other pages not, size rewrites land on the photo pattern and on the site's photo
 * hosts, logos and headshots rejected).
 */

const UNCHECKED = 'from public markup knowledge, not checked on a saved page';
const ALL: readonly SiteAdapter[] = [...BUILTIN_SITE_RULES, GENERIC_ADAPTER];
const { document } = parseHTML('<!doctype html><html><body><div><img></div></body></html>');

function selectorsOf(adapter: SiteAdapter): string[] {
  const { page, cards } = listingRulesOf(adapter.id);
  return [
    ...adapter.ignore,
    ...(adapter.backgrounds ?? []),
    ...(page.title ?? []),
    ...(page.address ?? []),
    ...(page.price ?? []),
    ...(cards ? [cards.selector, cards.link, ...(cards.title ?? []), ...(cards.address ?? []), ...(cards.price ?? [])] : []),
  ];
}

test('every site file is a listed adapter, and every listed adapter is one file named by its id', () => {
  const ids = ALL.map((adapter) => adapter.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(SITE_FILES.map((file) => file.id).sort()).toEqual([...ids].sort());
  for (const file of SITE_FILES) {
    // The listed rules are the file's `rules` with the structural exclusions every built-in site runs (lib/sites/rules.ts).
    const { exclude, ...listed } = ALL.find((adapter) => adapter.id === file.id) ?? { exclude: undefined };
    expect(exclude, file.id).toBe(file.id === 'generic' ? undefined : isStructurallyExcluded);
    expect(file.exports, file.id).toContainEqual(listed);
  }
});

test('sites have a name and valid page and photo-host match patterns; the manifest lists them all', () => {
  for (const site of SITE_ADAPTERS) {
    expect(site.name.trim(), site.id).not.toBe('');
    expect(site.pages.length, site.id).toBeGreaterThan(0);
    expect(site.photoHosts.length, site.id).toBeGreaterThan(0);
    expect(site.pages.filter((pattern) => !isValidPattern(pattern)), site.id).toEqual([]);
    expect(site.photoHosts.filter((pattern) => !isValidPattern(pattern)), site.id).toEqual([]);
    expect(listingPageMatches()).toEqual(expect.arrayContaining([...site.pages]));
    expect(photoHostMatches()).toEqual(expect.arrayContaining([...site.photoHosts]));
  }
});

test('the built-in sites\' content script knows the same sites, in the same order, by the same pages and photo URLs (without the rest)', () => {
  expect(BUILTIN_SITE_RULES.map((rules) => rules.id)).toEqual(SITE_ADAPTERS.map((site) => site.id));
  SITE_ADAPTERS.forEach((site, i) => {
    const { name: _name, languages: _languages, photoHosts: _photoHosts, ...urls } = site;
    // The very same values: each site file writes them once (its `<id>Urls`), for the rules and the site.
    for (const [key, value] of Object.entries(urls)) expect(BUILTIN_SITE_RULES[i]?.[key as keyof typeof urls], `${site.id}.${key}`).toBe(value);
    expect(Object.keys(BUILTIN_SITE_RULES[i] ?? {}), site.id).not.toContain('photoHosts');
    // What only a click reads is in the listing reader's list, not in the script's rules.
    for (const key of ['page', 'cards', 'embedded']) expect(Object.keys(BUILTIN_SITE_RULES[i] ?? {}), site.id).not.toContain(key);
    // The background reads sites, never their selectors.
    expect(Object.keys(site).sort(), site.id).toEqual(['id', 'languages', 'name', 'pages', 'photoHosts', 'photoUrl', 'rewrites', ...('rejectUrl' in site ? ['rejectUrl'] : [])].sort());
    // The listing reader's rules for this site are the ones its own file declares.
    expect(SITE_FILES.find((file) => file.id === site.id)?.exports, site.id).toContain(listingRulesOf(site.id));
    // builtinSiteRulesFor compares origins: it agrees with the match patterns only while each is an origin and every path.
    for (const pattern of site.pages) expect(pattern, site.id).toMatch(/^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\*$/);
    const examples = examplesOf(site.id);
    for (const url of [...(examples?.listingPages ?? []), ...(examples?.otherPages ?? [])]) expect(builtinSiteRulesFor(url)?.id, url).toBe(builtinSiteFor(url)?.id);
  });
  for (const url of ['http://www.zillow.com/homes/', 'https://zillow.com/homes/', 'https://www.zillow.com.evil.example/homes/', 'https://user@www.zillow.com/homes/', 'not a url']) {
    expect(builtinSiteRulesFor(url)?.id, url).toBe(builtinSiteFor(url)?.id);
  }
});

test('the listing reader knows every site\'s listing rules, the generic adapter\'s too, by its id', () => {
  expect(Object.keys(LISTING_RULES).sort()).toEqual(ALL.map((adapter) => adapter.id).sort());
  const { page } = GENERIC_ADAPTER;
  expect(listingRulesOf('generic')).toEqual({ page });
  for (const id of ['lazyhomes', '__proto__', 'constructor']) expect(listingRulesOf(id), id).toEqual({ page: {} });
});

test('every saved page of a site is listed in its adapter\'s notes', () => {
  for (const page of expectedPages()) {
    expect(SITE_ADAPTERS.find((site) => site.id === page.site), page.site).toBeDefined();
    expect(examplesOf(page.site)?.checkedOn).toContain(`shared/fixtures/listing-pages/${page.file}`);
  }
});

describe.each(ALL.map((adapter) => [adapter.id, adapter] as const))('%s', (id, adapter) => {
  const examples = examplesOf(id);
  const site = SITE_ADAPTERS.find((s) => s.id === id);

  test('regexes compile and selectors parse', () => {
    expect(() => compileAdapter(adapter)).not.toThrow();
    const listing = listingRulesOf(id);
    for (const rule of listing.embedded ?? []) if (rule.fileName) expect(() => new RegExp(rule.fileName?.pattern ?? '')).not.toThrow();
    for (const selector of selectorsOf(adapter)) expect(() => document.querySelector(selector), selector).not.toThrow();
    expect(adapter.minSize.width).toBeGreaterThan(0);
    expect(adapter.minSize.height).toBeGreaterThan(0);
    // A card's title falls back to its address: the same list twice is one rule in two places.
    if (listing.cards?.title) expect(listing.cards.title, 'cards.title repeats cards.address').not.toEqual(listing.cards.address);
  });

  test('notes say where the selectors were checked, honestly', () => {
    const notes = examples?.checkedOn ?? [];
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      const saved = /^shared\/fixtures\/listing-pages\/([\w.-]+\.html)$/.exec(note);
      const ours = /^(test\/fixtures\/sites\/[\w.-]+\.html)/.exec(note);
      if (saved?.[1]) expect(existsSync(path.join(SHARED_PAGES_DIR, saved[1])), note).toBe(true);
      else if (ours?.[1]) expect(existsSync(path.resolve(ours[1])), note).toBe(true);
      else expect(note).toContain(UNCHECKED);
    }
  });

  test('listing pages are recognised, other pages are not', () => {
    expect(examples?.listingPages.length).toBeGreaterThan(0);
    for (const url of examples?.listingPages ?? []) {
      expect(isListingPage(adapter, url), url).toBe(true);
      if (site) {
        expect(builtinSiteFor(url)?.id, url).toBe(id);
        expect(adapterForUrl(url)).toBe(adapter);
      }
    }
    for (const url of examples?.otherPages ?? []) {
      expect(isListingPage(adapter, url), url).toBe(false);
      if (site) expect(builtinSiteFor(url)?.id, url).toBe(id);
    }
  });

  test('size rewrites land on listing photos of the site\'s photo hosts, and are stable', () => {
    const compiled = compileAdapter(adapter);
    expect(examples?.resolves.length).toBeGreaterThan(0);
    for (const [from, to] of examples?.resolves ?? []) {
      expect(resolvePhotoUrl(compiled, from, 'https://example.org/'), from).toBe(to);
      expect(resolvePhotoUrl(compiled, to, 'https://example.org/'), to).toBe(to);
    }
    for (const url of examples?.notPhotos ?? []) expect(resolvePhotoUrl(compiled, url, 'https://example.org/'), url).toBeUndefined();
  });

  test.runIf(site)('every example photo URL is on one of the site\'s photo hosts, and every photo host has an example', () => {
    const hosts = site?.photoHosts ?? [];
    const photos = (examples?.resolves ?? []).flat();
    expect(photos.filter((url) => !hosts.some((pattern) => matchesPattern(pattern, url)))).toEqual([]);
    expect(hosts.filter((pattern) => !photos.some((url) => matchesPattern(pattern, url)))).toEqual([]);
  });
});

test('a site outside the built-in sites gets the generic adapter, registrable at run time', () => {
  expect(adapterForUrl('https://homes.example.org/listing/42')).toBe(GENERIC_ADAPTER);
  expect(isBuiltinSite('https://homes.example.org/listing/42')).toBe(false);
  expect(isBuiltinSite('https://www.zillow.com/homes/')).toBe(true);
  expect(sitePatterns('https://homes.example.org/listing/42?x=1')).toEqual(['https://homes.example.org/*']);
  expect(genericRegistration('https://homes.example.org/listing/42')).toEqual({
    id: 'reimagine-generic:homes.example.org',
    matches: ['https://homes.example.org/*'],
    js: [GENERIC_SCRIPT_FILE],
    runAt: 'document_idle',
    persistAcrossSessions: true,
  });
  expect(() => sitePatterns('file:///tmp/x.html')).toThrow();
});

describe.each(SITE_ADAPTERS.map((site) => [site.id, site] as const))('%s declares the language of its listings', (_id, site) => {
  test('every page host has a language, and every language names one of its hosts', () => {
    const hosts = site.pages.map((pattern) => new URL(pattern.replace('/*', '/')).hostname);
    const suffixes = Object.keys(site.languages);
    for (const suffix of suffixes) expect(hosts.some((host) => host === suffix || host.endsWith(`.${suffix}`)), `${suffix} is not a host of ${site.id}`).toBe(true);
    // A host the site does not name follows the page's lang (idealista.pt: Portuguese, not spoken).
    const unnamed = hosts.filter((host) => !suffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)));
    expect(unnamed.every((host) => site.id === 'idealista' && host.endsWith('.pt')), `hosts without a language: ${unnamed.join(', ')}`).toBe(true);
    for (const locale of Object.values(site.languages)) expect(isLocale(locale)).toBe(true);
  });
});
