import type { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { compileAdapter } from '../../../lib/sites/compile';
import { countLargeSitePhotos, shouldFallBack } from '../../../lib/sites/fallback';
import { builtinSiteFor } from '../../../lib/sites/builtin-sites';
import { GENERIC_ADAPTER } from '../../../lib/sites/generic';
import { findPhotos } from '../../../lib/sites/photo-finder';
import { adapterForUrl } from '../../../lib/sites/registry';
import { FIXTURE_URLS, loadFixture, type FixtureName } from './own-fixtures';
import { redesign } from './redesign';
import { expectedPages, loadPage } from './shared-pages';

/**
 * Issue #31: every saved page and every fixture of ours, as saved and again after a redesign
 * (every class, id and test id renamed, test/unit/sites/redesign.ts): the same listing photos are
 * found and nothing that is not one (headshots, avatars, logos, overlays, maps) is. The expected
 * elements are chosen before the renaming, by the same selectors as the pages' own tests.
 */

interface Expectation {
  readonly dom: JSDOM;
  readonly url: string;
  readonly photos: readonly Element[];
  readonly nonPhotos: readonly Element[];
}

/** What gets a button: the site's rules, or the generic finder where they mark none of the site's photos (the listing script's fallback). */
function found(expectation: Expectation): Set<Element> {
  const doc = expectation.dom.window.document;
  const site = adapterForUrl(expectation.url);
  const photos = findPhotos(doc, compileAdapter(site), doc.baseURI);
  const hosts = builtinSiteFor(expectation.url)?.photoHosts ?? [];
  const shown = photos.length === 0 && shouldFallBack(countLargeSitePhotos(hosts, doc)) ? findPhotos(doc, compileAdapter(GENERIC_ADAPTER), doc.baseURI) : photos;
  return new Set(shown.map((photo) => photo.element));
}

const describe_ = (el: Element) => el.outerHTML.slice(0, 160);

/** Checks both versions of a page, as saved and redesigned: exact, no photo missing and nothing else marked. */
function expectBothVersions(name: string, load: () => Expectation): void {
  for (const version of ['as saved', 'redesigned'] as const) {
    const expectation = load();
    if (version === 'redesigned') redesign(expectation.dom.window.document);
    const marked = found(expectation);
    const missing = expectation.photos.filter((el) => !marked.has(el)).map(describe_);
    const wrong = expectation.nonPhotos.filter((el) => marked.has(el)).map(describe_);
    expect({ name, version, missing, wrong }).toEqual({ name, version, missing: [], wrong: [] });
    expectation.dom.window.close();
  }
}

describe.each(expectedPages().map((page) => [page.file, page] as const))('saved page %s', (_file, page) => {
  test('the same photos as saved and redesigned, no trap either way', () => {
    expectBothVersions(page.file, () => {
      const dom = loadPage(page);
      const doc = dom.window.document;
      const photos = Array.from(doc.querySelectorAll(page.truth));
      const nonPhotos = Array.from(doc.querySelectorAll(page.trap)).filter((el) => !el.matches(page.truth));
      return { dom, url: page.url, photos, nonPhotos };
    });
  });
});

const OWN = (Object.keys(FIXTURE_URLS) as FixtureName[]).filter((name) => name !== 'dynamic-listing.html');

describe.each(OWN.map((name) => [name] as const))('own fixture %s', (name) => {
  test('the same photos as saved and redesigned, no non-photo either way', () => {
    expectBothVersions(name, () => {
      const dom = loadFixture(name);
      const doc = dom.window.document;
      return {
        dom,
        url: FIXTURE_URLS[name],
        photos: Array.from(doc.querySelectorAll('[data-expect-photo]')),
        nonPhotos: Array.from(doc.querySelectorAll('[data-expect-none]')),
      };
    });
  });
});

describe('redesign', () => {
  test('renames every class, id and test id consistently, and the stylesheets with them', async () => {
    const { JSDOM: Dom } = await import('jsdom');
    const dom = new Dom('<style>.card .photo{width:1px} #hero{top:0}</style><div class="card" id="hero" data-testid="agent-photo"><img class="photo"><label for="hero"></label></div><div class="card"></div>');
    const doc = dom.window.document;
    redesign(doc);
    const [a, b] = Array.from(doc.querySelectorAll('div'));
    expect(a?.className).not.toBe('card');
    expect(a?.className).toBe(b?.className);
    expect(a?.id).not.toBe('hero');
    expect(a?.getAttribute('data-testid')).not.toContain('agent');
    expect(doc.querySelector('label')?.getAttribute('for')).toBe(a?.id);
    expect(doc.querySelector('style')?.textContent).toBe(`.${a?.className} .${doc.querySelector('img')?.className}{width:1px} #${a?.id}{top:0}`);
  });
});
