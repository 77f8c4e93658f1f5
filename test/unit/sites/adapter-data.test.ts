import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import { SITE_CATALOG } from '../../../lib/sites/catalog';
import { compileAdapter } from '../../../lib/sites/compile';
import { ADAPTER_EXAMPLES } from '../../../lib/sites/examples';
import { GENERIC_ADAPTER } from '../../../lib/sites/generic';
import { isValidPattern, matchesPattern } from '../../../lib/sites/match-pattern';
import { genericRegistration, isCatalogSite, LISTING_SCRIPT_FILE, sitePatterns } from '../../../lib/sites/registration';
import { adapterForUrl, catalogSiteFor, isListingPage, SITE_ADAPTERS } from '../../../lib/sites/registry';
import type { SiteAdapter } from '../../../lib/sites/types';
import { resolvePhotoUrl } from '../../../lib/sites/urls';
import { expectedPages, SHARED_PAGES_DIR } from './shared-pages';

/**
 * Validates the per-site knowledge, which is data: every catalog site has an adapter and every
 * adapter a catalog site; regexes compile; selectors parse; every note of where the selectors
 * were checked points at a real saved page or says honestly it was not checked; and each
 * adapter's own examples hold (listing pages recognised, other pages not, size rewrites land on
 * the photo pattern and on a catalog photo host, logos and headshots rejected).
 */

const UNCHECKED = 'from public markup knowledge, not checked on a saved page';
const ALL: readonly SiteAdapter[] = [...Object.values(SITE_ADAPTERS), GENERIC_ADAPTER];
const { document } = parseHTML('<!doctype html><html><body><div><img></div></body></html>');

function selectorsOf(adapter: SiteAdapter): string[] {
  const { page, cards } = adapter;
  return [
    ...adapter.ignore,
    ...(adapter.backgrounds ?? []),
    ...(page.title ?? []),
    ...(page.address ?? []),
    ...(page.price ?? []),
    ...(cards ? [cards.selector, cards.link, ...(cards.title ?? []), ...(cards.address ?? []), ...(cards.price ?? [])] : []),
  ];
}

test('the catalog and the adapters name the same sites', () => {
  expect(Object.keys(SITE_ADAPTERS).sort()).toEqual(SITE_CATALOG.map((s) => s.id).sort());
  for (const [id, adapter] of Object.entries(SITE_ADAPTERS)) expect(adapter.id).toBe(id);
  expect(Object.keys(ADAPTER_EXAMPLES).sort()).toEqual([...Object.keys(SITE_ADAPTERS), 'generic'].sort());
  for (const site of SITE_CATALOG) {
    expect(site.pages.every(isValidPattern)).toBe(true);
    expect(site.photoHosts.every(isValidPattern)).toBe(true);
  }
});

test('every saved page of a site is listed in its adapter\'s notes', () => {
  for (const page of expectedPages()) {
    const adapter = SITE_ADAPTERS[page.site];
    expect(adapter, page.site).toBeDefined();
    expect(adapter?.checkedOn).toContain(`shared/fixtures/listing-pages/${page.file}`);
  }
});

describe.each(ALL.map((adapter) => [adapter.id, adapter] as const))('%s', (id, adapter) => {
  const examples = ADAPTER_EXAMPLES[id];
  const site = SITE_CATALOG.find((s) => s.id === id);

  test('regexes compile and selectors parse', () => {
    expect(() => compileAdapter(adapter)).not.toThrow();
    for (const rule of adapter.embedded ?? []) if (rule.fileName) expect(() => new RegExp(rule.fileName?.pattern ?? '')).not.toThrow();
    for (const selector of selectorsOf(adapter)) expect(() => document.querySelector(selector), selector).not.toThrow();
    expect(adapter.minSize.width).toBeGreaterThan(0);
    expect(adapter.minSize.height).toBeGreaterThan(0);
  });

  test('notes say where the selectors were checked, honestly', () => {
    expect(adapter.checkedOn.length).toBeGreaterThan(0);
    for (const note of adapter.checkedOn) {
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
        expect(catalogSiteFor(url)?.id, url).toBe(id);
        expect(adapterForUrl(url)).toBe(adapter);
      }
    }
    for (const url of examples?.otherPages ?? []) {
      expect(isListingPage(adapter, url), url).toBe(false);
      if (site) expect(catalogSiteFor(url)?.id, url).toBe(id);
    }
  });

  test('size rewrites land on listing photos of a catalog photo host, and are stable', () => {
    const compiled = compileAdapter(adapter);
    expect(examples?.resolves.length).toBeGreaterThan(0);
    for (const [from, to] of examples?.resolves ?? []) {
      expect(resolvePhotoUrl(compiled, from, 'https://example.org/'), from).toBe(to);
      expect(resolvePhotoUrl(compiled, to, 'https://example.org/'), to).toBe(to);
      if (site) expect(site.photoHosts.some((pattern) => matchesPattern(pattern, to)), to).toBe(true);
    }
    for (const url of examples?.notPhotos ?? []) expect(resolvePhotoUrl(compiled, url, 'https://example.org/'), url).toBeUndefined();
  });
});

test('a site outside the catalog gets the generic adapter, registrable at run time', () => {
  expect(adapterForUrl('https://homes.example.org/listing/42')).toBe(GENERIC_ADAPTER);
  expect(isCatalogSite('https://homes.example.org/listing/42')).toBe(false);
  expect(isCatalogSite('https://www.zillow.com/homes/')).toBe(true);
  expect(sitePatterns('https://homes.example.org/listing/42?x=1')).toEqual(['https://homes.example.org/*']);
  expect(genericRegistration('https://homes.example.org/listing/42')).toEqual({
    id: 'reimagine-generic:homes.example.org',
    matches: ['https://homes.example.org/*'],
    js: [LISTING_SCRIPT_FILE],
    runAt: 'document_idle',
    persistAcrossSessions: true,
  });
  expect(() => sitePatterns('file:///tmp/x.html')).toThrow();
});
