import { strFromU8, unzipSync } from 'fflate';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { assembleListingZip } from '../../../lib/export/listing-zip';
import { buildLookbook, dataUrl, qrName } from '../../../lib/export/lookbook';
import type { PreparedResult } from '../../../lib/export/types';
import { decodeQrSvg, inlineSvgs } from './qr';
import { entry, jpeg, LISTING } from './fixtures';

/**
 * #26 item 5: photo addresses are accepted up to 8 KB, and `data:` photos too, but a QR code holds
 * about 2.3 KB (error correction M) and `QRCode.toString` throws past it: one such photo failed the
 * whole export. Now such an address gets no QR code: a long web address keeps its link, a `data:`
 * photo (no address to give) gets neither link nor code, with a sentence saying so.
 */

const NORMAL = 'https://photos.zillowstatic.com/fp/photo-1.jpg';
const LONG = `https://photos.example.com/p.jpg?sig=${'a'.repeat(5 * 1024)}`;
const EMBEDDED = `data:image/jpeg;base64,${'A'.repeat(4000)}`;
const PNG = dataUrl(new Uint8Array([137, 80, 78, 71]), 'image/png');

function pair(n: number, originalUrl: string, originalSrc: string | null = PNG) {
  return { photoNumber: n, disclosure: 'virtually-staged' as const, caption: `Photo ${n}`, alteredSrc: PNG, originalSrc, originalUrl };
}

function sectionOf(document: Document, n: number): Element {
  const section = document.querySelector(`section[aria-label="Photo ${n}"]`);
  if (!section) throw new Error(`no section for photo ${n}`);
  return section;
}

describe('the lookbook with photo addresses a QR code cannot hold', () => {
  it('builds, with a QR code only for the address that fits one', async () => {
    const html = await buildLookbook({ listing: LISTING, pairs: [pair(1, NORMAL), pair(2, LONG), pair(3, EMBEDDED), pair(4, EMBEDDED, null)], remarks: 'R.', generatedAt: 0, locale: 'en' });
    const svgs = inlineSvgs(html);
    expect(svgs.map((svg) => svg.name)).toEqual([qrName(1)]);
    expect(svgs[0] && (await decodeQrSvg(svgs[0].svg))).toBe(NORMAL);

    const document = parseHTML(html).document as unknown as Document;
    // The long address keeps its link, and says why there is no code.
    const long = sectionOf(document, 2);
    expect(long.querySelector('svg')).toBeNull();
    expect([...long.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([LONG]);
    expect(long.querySelector('.original')?.textContent).toContain('Its address is too long for a QR code: open the link.');
    // A data: photo is no address: no link, no code, no base64 text, and a sentence instead.
    for (const n of [3, 4]) {
      const embedded = sectionOf(document, n);
      expect(embedded.querySelectorAll('svg, a')).toHaveLength(0);
      expect(embedded.textContent).not.toContain('data:');
      expect(embedded.querySelector('.original')?.textContent).toBe(`Unaltered original of photo ${n}: the listing page embeds it, so it has no web address to link to or scan.`);
    }
    expect(sectionOf(document, 4).querySelector('.missing')?.textContent).toContain('could not be downloaded');
  });
});

describe('a listing export with a 5 KB and a data: photo address', () => {
  it('succeeds, with a QR code for the normal photo only', async () => {
    const image = { bytes: await jpeg('#c33'), type: 'image/jpeg' };
    const at = (id: string, n: number, url: string) => ({ ...entry(id, n, 'stage'), photo: { url, listing: LISTING } });
    const results: PreparedResult[] = [
      { entry: entry('a', 1, 'stage'), altered: image, original: image, pair: null },
      { entry: at('b', 2, LONG), altered: image, original: null, originalNote: 'The original photo could not be downloaded.', pair: null },
      { entry: at('c', 3, EMBEDDED), altered: image, original: image, pair: null },
    ];
    const zip = await assembleListingZip({ listing: LISTING, results, size: 'original', generatedAt: Date.UTC(2025, 5, 1), locale: 'en' });
    const lookbook = Object.entries(unzipSync(zip.bytes)).find(([path]) => path.endsWith('/lookbook.html'))?.[1];
    const svgs = inlineSvgs(strFromU8(lookbook ?? new Uint8Array()));
    expect(svgs.map((svg) => svg.name)).toEqual([qrName(1)]);
    expect(strFromU8(lookbook ?? new Uint8Array())).toContain(`href="${LONG}"`);
  });
});
