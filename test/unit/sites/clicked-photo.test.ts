import { afterEach, describe, expect, test } from 'vitest';
import { readClickedListing } from '../../../entrypoints/listing-reader/read';
import { keepClickedPhoto } from '../../../lib/sites/clicked-photo';
import { compileAdapter } from '../../../lib/sites/compile';
import { buildListingContext } from '../../../lib/sites/context';
import { adapterForUrl } from '../../../lib/sites/registry';
import { watchPhotos } from '../../../lib/sites/watch';
import { FIXTURE_URLS, loadFixture } from './own-fixtures';

/**
 * The click the listing script keeps for the background's listing reader
 * (entrypoints/listing-reader): what the reader returns is the photo the button sent, with the
 * context its listing had when it was read.
 */
describe('the clicked photo, read by the listing reader', () => {
  afterEach(() => {
    delete (globalThis as { reimagineClickedPhoto?: unknown }).reimagineClickedPhoto;
  });

  test('no click kept in the frame: nothing to read', () => {
    expect(readClickedListing()).toBeNull();
  });

  test('the last click kept is read with its listing context, as the page is now', () => {
    const dom = loadFixture('photo-variants.html');
    const doc = dom.window.document;
    const adapter = compileAdapter(adapterForUrl(FIXTURE_URLS['photo-variants.html']));
    const watch = watchPhotos(doc, { adapter, baseUrl: () => doc.baseURI, onPhoto: () => {}, onLost: () => {}, signal: new AbortController().signal, schedule: () => {} });
    const [first, second] = ['#lazyloadsrc', '#density'].map((selector) => doc.querySelector(selector) as Element);
    for (const photo of [first, second] as Element[]) keepClickedPhoto({ adapter, photo, url: watch.urlOf(photo) ?? '', urlOf: watch.urlOf });
    const url = watch.urlOf(second as Element) ?? '';
    const read = readClickedListing();
    expect(read).toEqual({ url, listing: buildListingContext(adapter, second as Element, url, watch.urlOf) });
    expect(read?.listing).toMatchObject({ site: 'zoopla', title: '3 bed house for sale', address: 'Fixture Road, London N1', price: '£650,000' });
    expect(read?.listing.photoUrls).toHaveLength(6);
  });
});
