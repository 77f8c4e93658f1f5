import { JSDOM, VirtualConsole } from 'jsdom';
import { expect, test } from 'vitest';
import { compileAdapter } from '../../../lib/sites/compile';
import { buildListingContext } from '../../../lib/sites/context';
import { adapterForUrl } from '../../../lib/sites/registry';
import { PickedPhotoFromPage } from '../../../lib/listing';

/**
 * What the page says about each photo travels with the listing (issue #29): a listing look reads
 * rooms from it when the service has no analyzer. A figure's caption first, then alt, title, label.
 */
const PAGE = `<!doctype html><html><body><ul class="gallery">
  <li><figure><img src="/p/1.jpg" alt="Photo 1"><figcaption>Front of the house</figcaption></figure></li>
  <li><img src="/p/2.jpg" alt="Kitchen with island"></li>
  <li><img src="/p/3.jpg" title="Floor plan"></li>
  <li><img src="/p/4.jpg"></li>
</ul></body></html>`;

test('each photo’s caption, alt text or title is read with the listing, keyed by its URL', () => {
  const url = 'https://homes.example/listing/1';
  const dom = new JSDOM(PAGE, { url, virtualConsole: new VirtualConsole() });
  const doc = dom.window.document;
  const adapter = compileAdapter(adapterForUrl(url));
  const urlOf = (el: Element) => (el instanceof dom.window.HTMLImageElement ? el.src : undefined);
  const first = doc.querySelector('img') as Element;
  const context = buildListingContext(adapter, first, 'https://homes.example/p/1.jpg', urlOf);
  expect(context.photoCaptions).toEqual({
    'https://homes.example/p/1.jpg': 'Front of the house',
    'https://homes.example/p/2.jpg': 'Kitchen with island',
    'https://homes.example/p/3.jpg': 'Floor plan',
  });
  expect(PickedPhotoFromPage.safeParse({ url: 'https://homes.example/p/1.jpg', listing: context }).success).toBe(true);
});

test('a page may not send captions for addresses that are not web photos', () => {
  const listing = { listingUrl: 'https://homes.example/l', site: 'generic', photoUrls: [], photoCaptions: { 'javascript:alert(1)': 'Kitchen' } };
  expect(PickedPhotoFromPage.safeParse({ url: 'https://homes.example/p/1.jpg', listing }).success).toBe(false);
});
