import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { MAX_QR_URL_BYTES, originalLink, qrAddress, qrSvg } from '../../../lib/export/qr';

describe('the compare card QR code', () => {
  it('encodes a web address, and nothing that only starts like one (its caption names the host)', () => {
    expect(qrAddress('https://www.zillow.com/homedetails/1')).toBe('https://www.zillow.com/homedetails/1');
    for (const text of ['https://', 'http://exa mple.com/a.jpg', 'blob:https://x.example/1', 'data:image/png;base64,AA']) {
      expect(qrAddress(text), text).toBeNull();
    }
    expect(qrAddress(`https://x.example/${'a'.repeat(1300)}`)).toBeNull();
  });
});

/**
 * #26 item 5: one helper (lib/export/qr.ts) decides which address gets a QR code, for the lookbook
 * and the compare card alike; `QRCode` throws on text past its capacity, which once failed a whole export.
 */
describe('originalLink: which address gets a link and which a QR code', () => {
  it('gives a normal web address both, a long one (bytes, not characters) a link only, anything else neither', () => {
    const normal = 'https://photos.example.com/p.jpg';
    expect(originalLink(normal)).toEqual({ href: normal, qr: normal });
    const atLimit = `https://x.example/${'a'.repeat(MAX_QR_URL_BYTES - 'https://x.example/'.length)}`;
    expect(originalLink(atLimit).qr).toBe(atLimit);
    expect(originalLink(`${atLimit}a`)).toEqual({ href: `${atLimit}a`, qr: null });
    // 500 euro signs are 1,500 bytes in UTF-8, which is what the code holds.
    const wide = `https://x.example/${'€'.repeat(500)}`;
    expect(originalLink(wide)).toEqual({ href: wide, qr: null });
    expect(originalLink(`https://x.example/${'a'.repeat(8 * 1024)}`).qr).toBeNull();
    for (const text of ['data:image/jpeg;base64,AAAA', 'blob:https://x.example/1', 'javascript:alert(1)', 'not a url']) expect(originalLink(text), text).toEqual({ href: null, qr: null });
  });

  it('never gives an address the QR encoder cannot hold', async () => {
    const atLimit = `https://x.example/${'a'.repeat(MAX_QR_URL_BYTES - 'https://x.example/'.length)}`;
    await expect(qrSvg(atLimit, 'QR')).resolves.toBeDefined();
    await expect(QRCode.toString(`https://x.example/${'a'.repeat(5 * 1024)}`, { type: 'svg', errorCorrectionLevel: 'M' })).rejects.toThrow();
  });
});
