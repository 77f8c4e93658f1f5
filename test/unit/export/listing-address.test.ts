import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { assembleListingZip } from '../../../lib/export/listing-zip';
import type { ListingManifest } from '../../../lib/export/manifest';
import { addressFromTitle } from '../../../lib/format/address';
import { listingAddress, listingLabel } from '../../../lib/format/listing';
import type { ListingContext } from '../../../lib/listing';
import { entry, jpeg } from './fixtures';

/**
 * Issue #25: the export's address is the listing's: the one its page gave, else its title when
 * the title is an address, as the demo listing's and many generic pages' are (the panel shows
 * that title, so the manifest never says `"address": null` beside it).
 */

/** Titles as listing pages give them (the saved pages of shared/fixtures and the project's own fixtures), and the address each is. */
const TITLES: readonly [string, string | undefined][] = [
  ['12 Orchard Lane, Springfield', '12 Orchard Lane, Springfield'],
  ['12 Orchard Lane, Springfield — 3 bed house for sale | Demo Realty', '12 Orchard Lane, Springfield'],
  ['304 Sparrow Hawk, McKinney, TX 75072', '304 Sparrow Hawk, McKinney, TX 75072'],
  ['123 Fixture St, Carmel, IN 46032 - For Sale | Homes.com', '123 Fixture St, Carmel, IN 46032'],
  ['12 Fixture Ln Bakersfield, CA 93313', '12 Fixture Ln Bakersfield, CA 93313'],
  ['7718 NE 183rd St,Kenmore, WA 98028', '7718 NE 183rd St,Kenmore, WA 98028'],
  ['Atlantic Pointe | 10 Townsend Ln, Brunswick, ME', '10 Townsend Ln, Brunswick, ME'],
  ["Gray's Inn Road, King's Cross, London, WC1X", "Gray's Inn Road, King's Cross, London, WC1X"],
  ['Sandwich Street, London WC1H', 'Sandwich Street, London WC1H'],
  ['9 Elm Road, Leeds', '9 Elm Road, Leeds'],
  ['Fixturestraße 7, Friedrichshain, 10245 Berlin', 'Fixturestraße 7, Friedrichshain, 10245 Berlin'],
  ['Via Fixture, 20', 'Via Fixture, 20'],
  ['Calle Mayor 12, Madrid', 'Calle Mayor 12, Madrid'],
  // Headlines that only mention a place, or none.
  ['3 bed house for sale', undefined],
  ['4 bedroom house for sale', undefined],
  ['1 bed flat to rent', undefined],
  ['Sunny flat with terrace, Calle Mayor 12', undefined],
  ['Piso en venta en CL Embajadores', undefined],
  ['Maison à vendre', undefined],
  ['3-Zimmer-Altbauwohnung mit Balkon in Berlin-Friedrichshain', undefined],
  ['For rent: Apartment Fixturestraat 12 in Utrecht', undefined],
  ['Appartement Fixturegracht 33', undefined],
  ['Trilocale via Fixture, 20, Quarto Oggiaro, Milano', undefined],
  ['Springfield IL Real Estate - 2,000 Homes For Sale | Zillow', undefined],
  ['Casa Lumen Realty - Sunny flat with terrace', undefined],
  ['', undefined],
];

describe('addressFromTitle', () => {
  it.each(TITLES)('%j is %j', (title, address) => {
    expect(addressFromTitle(title)).toBe(address);
  });
});

describe('listingAddress', () => {
  it('is the page’s address when it gave one, else the title when the title is an address', () => {
    expect(listingAddress({ title: '1 bed flat to rent', address: 'Principal Place, Hackney EC2A' })).toBe('Principal Place, Hackney EC2A');
    expect(listingAddress({ title: '12 Orchard Lane, Springfield' })).toBe('12 Orchard Lane, Springfield');
    expect(listingAddress({ title: '3 bed house for sale' })).toBeUndefined();
    expect(listingAddress({})).toBeUndefined();
  });
});

/** The demo listing as the generic adapter reads it: its `<h1>` is the title, no address of its own. */
const DEMO: ListingContext = {
  listingUrl: 'http://127.0.0.1:5173/listing/12-orchard-lane',
  site: 'generic',
  title: '12 Orchard Lane, Springfield',
  price: '$489,000',
  photoUrls: [1, 2, 3].map((n) => `http://127.0.0.1:5173/photos/${n}.jpg`),
};

async function exported(listing: ListingContext) {
  const image = { bytes: await jpeg('#c33', 16, 12), type: 'image/jpeg' };
  const e = entry('r', 1, 'renovate', { style_id: 'modern', renovation_spectrum: 'renovate' });
  const result = { entry: { ...e, photo: { url: listing.photoUrls[0] ?? '', listing } }, altered: image, original: image, pair: image };
  const packed = await assembleListingZip({ listing, results: [result], size: 'web', generatedAt: 0 });
  const files = unzipSync(packed.bytes);
  const read = (name: string) => strFromU8(files[Object.keys(files).find((path) => path.endsWith(`/${name}`)) ?? ''] ?? new Uint8Array());
  return { fileName: packed.fileName, lookbook: read('lookbook.html'), manifest: JSON.parse(read('manifest.json')) as ListingManifest };
}

describe('the export of a listing titled by its address', () => {
  it('fills the manifest’s address from the title the panel shows', async () => {
    const { manifest, lookbook, fileName } = await exported(DEMO);
    expect(listingLabel(DEMO)).toBe('12 Orchard Lane, Springfield');
    expect(manifest.listing).toMatchObject({ address: '12 Orchard Lane, Springfield', title: '12 Orchard Lane, Springfield' });
    expect(lookbook).toContain('<h1>12 Orchard Lane, Springfield</h1>');
    expect(fileName).toBe('12-orchard-lane-springfield.zip');
  });

  it('takes the address part of a page title', async () => {
    const { manifest } = await exported({ ...DEMO, title: '12 Orchard Lane, Springfield — 3 bed house for sale | Demo Realty' });
    expect(manifest.listing.address).toBe('12 Orchard Lane, Springfield');
  });

  it('keeps the page’s own address, and says null only when neither it nor the title is one', async () => {
    expect((await exported({ ...DEMO, title: '3 bed house for sale', address: 'Fixture Road, London N1' })).manifest.listing.address).toBe('Fixture Road, London N1');
    expect((await exported({ ...DEMO, title: '3 bed house for sale' })).manifest.listing.address).toBeNull();
  });
});
