import { describe, expect, it } from 'vitest';
import { buildLookbook, dataUrl, escapeHtml, qrName } from '../../../lib/export/lookbook';
import { decodeQrSvg, inlineSvgs } from './qr';
import { LISTING } from './fixtures';

const PNG = dataUrl(new Uint8Array([137, 80, 78, 71]), 'image/png');
const pair = (n: number, originalSrc: string | null = PNG) => ({
  photoNumber: n,
  disclosure: 'virtually-staged' as const,
  caption: `Photo ${n}: virtually staged, Virtual staging · Living room · Modern`,
  alteredSrc: PNG,
  originalSrc,
  originalUrl: `https://photos.zillowstatic.com/fp/photo-${n}.jpg?a=1&b=2`,
});

async function page(pairs = [pair(1), pair(3, null)]) {
  return buildLookbook({ listing: { ...LISTING, address: '12 Orchard <Lane>' }, pairs, remarks: 'One or more photo(s) was virtually staged.', generatedAt: 0 });
}

describe('buildLookbook', () => {
  it('shows the address, the price, the statement and every pair with its caption', async () => {
    const html = await page();
    expect(html).toContain('<h1>12 Orchard &lt;Lane&gt;</h1>');
    expect(html).toContain('$745,000');
    expect(html).toContain('One or more photo(s) was virtually staged.');
    expect(html).toContain('Photo 1: virtually staged, Virtual staging · Living room · Modern');
    expect(html).toContain('After: Virtually staged');
    expect(html).toContain('@media print');
  });

  it('is self-contained: no script, and no http(s) address but the links to the originals', async () => {
    const html = await page();
    expect(html).not.toMatch(/<script/i);
    const srcs = [...html.matchAll(/\ssrc="([^"]*)"/g)].map((m) => m[1]);
    expect(srcs).toHaveLength(3);
    for (const src of srcs) expect(src).toMatch(/^data:image\//);
    const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]);
    const originals = [pair(1), pair(3)].map((p) => escapeHtml(p.originalUrl));
    expect(new Set(hrefs)).toEqual(new Set(originals));
    expect(html).not.toMatch(/url\(\s*['"]?https?:/i);
  });

  it('gives each original a named QR code that reads back as its URL', async () => {
    const html = await page();
    const svgs = inlineSvgs(html);
    expect(svgs.map((s) => s.name)).toEqual([qrName(1), qrName(3)]);
    expect(qrName(3)).toBe('QR code: original photo 3');
    expect(svgs[1] && (await decodeQrSvg(svgs[1].svg))).toBe(pair(3).originalUrl);
  });

  it('puts the original’s link and a note where an original is missing', async () => {
    const html = await page([pair(3, null)]);
    expect(html).toContain('could not be downloaded');
    expect(html).not.toContain('alt="Original photo 3');
  });
});

describe('base64', () => {
  it('encodes like Node for every remainder length', async () => {
    const { base64 } = await import('../../../lib/export/lookbook');
    for (let length = 0; length < 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 31) & 255);
      expect(base64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });
});
