import { describe, expect, test } from 'vitest';
import { compileAdapter } from '../../../lib/sites/compile';
import { GENERIC_ADAPTER } from '../../../lib/sites/generic';
import { PHOTO_ATTRIBUTE } from '../../../lib/sites/photo-finder';
import { watchPhotos } from '../../../lib/sites/watch';
import { expectedPages, loadPage, type ExpectedPage } from './shared-pages';

/**
 * The generic detector on every saved real page of shared/fixtures/listing-pages with the site
 * adapters switched off: the page is parsed under its real URL and watched with GENERIC_ADAPTER,
 * as on a site the user enabled by hand. Issue #16's bar: recall at least 0.9 over the `truth`
 * photos (overall), and no `trap` marked on any page. Marks on elements that are neither (a floor
 * plan, a hidden print copy) are counted and reported, not failed. A page added to EXPECTED.json
 * is measured here without touching this file.
 */

/** The bar: share of all truth photos that get a button. */
const MIN_RECALL = 0.9;

interface Measured {
  readonly file: string;
  readonly truth: number;
  readonly found: number;
  readonly traps: readonly string[];
  readonly neutral: number;
  /** Marked truth photos whose URL is not on the site's photo CDN (a placeholder, a wrong source). */
  readonly offCdn: readonly string[];
}

const cache = new Map<string, Measured>();

/** Watches one saved page with the generic adapter and counts (once per page per run). */
function measure(page: ExpectedPage): Measured {
  const known = cache.get(page.file);
  if (known) return known;
  const dom = loadPage(page);
  const doc = dom.window.document;
  const stop = new AbortController();
  watchPhotos(doc, { adapter: compileAdapter(GENERIC_ADAPTER), baseUrl: () => doc.baseURI, onPhoto: () => {}, onLost: () => {}, signal: stop.signal, schedule: () => {} });
  const truth = Array.from(doc.querySelectorAll(page.truth));
  const marked = Array.from(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`));
  const cdn = new RegExp(page.photo_cdn);
  const result: Measured = {
    file: page.file,
    truth: truth.length,
    found: truth.filter((el) => el.hasAttribute(PHOTO_ATTRIBUTE)).length,
    traps: marked.filter((el) => el.matches(page.trap)).map((el) => el.outerHTML.slice(0, 160)),
    neutral: marked.filter((el) => !el.matches(page.truth) && !el.matches(page.trap)).length,
    offCdn: truth.map((el) => el.getAttribute(PHOTO_ATTRIBUTE) ?? '').filter((url) => url !== '' && !cdn.test(url)),
  };
  stop.abort();
  dom.window.close();
  cache.set(page.file, result);
  return result;
}

describe.each(expectedPages().map((page) => [page.file, page] as const))('%s, adapters off', (_file, page: ExpectedPage) => {
  test('no trap gets a button; the photos found carry their photo-CDN URL', () => {
    const m = measure(page);
    expect(m.truth).toBeGreaterThan(0);
    expect(m.traps).toEqual([]);
    expect(m.offCdn).toEqual([]);
  });
});

test(`overall recall over every saved page is at least ${MIN_RECALL}`, () => {
  const all = expectedPages().map(measure);
  const truth = all.reduce((n, m) => n + m.truth, 0);
  const found = all.reduce((n, m) => n + m.found, 0);
  // The per-page report the issue asks for (vitest shows it with the run).
  const rows = all.map((m) => `${m.file.padEnd(28)} ${String(m.found).padStart(3)}/${String(m.truth).padEnd(3)} recall ${(m.found / m.truth).toFixed(2)}  traps ${m.traps.length}  other marks ${m.neutral}`);
  console.info(`generic detector, adapters off\n${rows.join('\n')}\noverall ${found}/${truth} recall ${(found / truth).toFixed(3)}`);
  expect(found / truth).toBeGreaterThanOrEqual(MIN_RECALL);
}, 60_000);
