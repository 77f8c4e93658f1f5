import { describe, expect, it } from 'vitest';
import { fromPage, isPrivateHost, mayFetch, pickedOnPage, refusedFinalHost, refusedHost } from '../../../lib/acquisition/network-policy';
import type { PickedPhoto } from '../../../lib/listing';

/**
 * The one rule on which addresses Reimagine downloads an image from (GitHub issue #26, item 3):
 * a page's photo may be on a private, loopback or link-local address only when the page itself is
 * on that very origin. Every address below is written as a page could write it; the URL parser's
 * normalisation (decimal, octal and hex IPv4, IPv4-mapped IPv6) is part of what is checked.
 */

const PUBLIC_PAGE = fromPage('https://www.zillow.com/homedetails/1');

describe('isPrivateHost and refusedHost: hosts a public page may not name', () => {
  it.each([
    // RFC 1918, carrier-grade NAT, loopback, link-local (cloud metadata), unspecified.
    ['http://10.0.0.1/p.jpg', '10.0.0.1'],
    ['http://172.16.0.1/p.jpg', '172.16.0.1'],
    ['http://172.31.255.255/p.jpg', '172.31.255.255'],
    ['http://192.168.1.1/p.jpg', '192.168.1.1'],
    ['http://100.64.0.1/p.jpg', '100.64.0.1'],
    ['http://100.127.255.254/p.jpg', '100.127.255.254'],
    ['http://127.0.0.1:8787/p.jpg', '127.0.0.1'],
    ['http://127.255.0.9/p.jpg', '127.255.0.9'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://0.0.0.0/p.jpg', '0.0.0.0'],
    ['http://0/p.jpg', '0.0.0.0'],
    // Other spellings of IPv4 addresses, normalised by the URL parser.
    ['http://2130706433/p.jpg', '127.0.0.1'],
    ['http://0x7f.1/p.jpg', '127.0.0.1'],
    ['http://0177.0.0.1/p.jpg', '127.0.0.1'],
    ['http://127.1/p.jpg', '127.0.0.1'],
    ['http://3232235777/p.jpg', '192.168.1.1'],
    ['http://0xa9fea9fe/p.jpg', '169.254.169.254'],
    ['http://127.0.0.1./p.jpg', '127.0.0.1'],
    // IPv6: loopback, unspecified, mapped IPv4, unique local, link-local, NAT64.
    ['http://[::1]/p.jpg', '[::1]'],
    ['http://[::]/p.jpg', '[::]'],
    ['http://[::ffff:127.0.0.1]/p.jpg', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:ffff:a9fe:a9fe]/p.jpg', '[::ffff:a9fe:a9fe]'],
    ['http://[fc00::1]/p.jpg', '[fc00::1]'],
    ['http://[fd12:3456::1]/p.jpg', '[fd12:3456::1]'],
    ['http://[fe80::1]/p.jpg', '[fe80::1]'],
    ['http://[64:ff9b::a9fe:a9fe]/p.jpg', '[64:ff9b::a9fe:a9fe]'],
    // Names only the user's machine or network resolves.
    ['http://localhost/p.jpg', 'localhost'],
    ['http://LOCALHOST./p.jpg', 'localhost.'],
    ['http://photos.localhost/p.jpg', 'photos.localhost'],
    ['http://nas/p.jpg', 'nas'],
    ['http://printer.local/p.jpg', 'printer.local'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'metadata.google.internal'],
    ['https://router.home.arpa/p.jpg', 'router.home.arpa'],
  ])('refuses %s for a public page', (url, host) => {
    expect(refusedHost(url, PUBLIC_PAGE)).toBe(host);
    expect(refusedHost(url, fromPage(undefined))).toBe(host);
    expect(mayFetch(url, PUBLIC_PAGE)).toBe(false);
    expect(isPrivateHost(new URL(url).hostname)).toBe(true);
  });

  it.each([
    'https://photos.zillowstatic.com/fp/abc-uncropped.jpg',
    'http://93.184.216.34/p.jpg',
    'http://100.63.255.255/p.jpg',
    'http://100.128.0.1/p.jpg',
    'http://172.15.0.1/p.jpg',
    'http://172.32.0.1/p.jpg',
    'http://169.253.1.1/p.jpg',
    'http://[2606:4700::1111]/p.jpg',
    'https://cdn.example/p.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://www.zillow.com/2f0c',
  ])('lets a public page name %s', (url) => {
    expect(refusedHost(url, PUBLIC_PAGE)).toBeUndefined();
    expect(refusedHost(url, fromPage(undefined))).toBeUndefined();
  });

  it("refuses this computer's files; leaves schemes no network serves to the download, which cannot load them", () => {
    expect(refusedHost('file:///etc/passwd', PUBLIC_PAGE)).toBe('file:');
    expect(refusedHost('file:///etc/passwd', 'service')).toBe('file:');
    expect(refusedHost('javascript:alert(1)', PUBLIC_PAGE)).toBeUndefined();
    expect(refusedHost('not a url', PUBLIC_PAGE)).toBeUndefined();
  });

  it('classifies hostnames given in any spelling, not only as the URL parser writes them', () => {
    expect(isPrivateHost('0x7f000001')).toBe(true);
    expect(isPrivateHost('0177.0.0.1')).toBe(true);
    expect(isPrivateHost('::ffff:10.0.0.1')).toBe(true);
    expect(isPrivateHost('[fe80::1]')).toBe(true);
    expect(isPrivateHost('')).toBe(true);
    expect(isPrivateHost('photos.zillowstatic.com')).toBe(false);
    expect(isPrivateHost('93.184.216.34')).toBe(false);
  });
});

describe('a private page names its own photos only', () => {
  const demo = fromPage('http://127.0.0.1:5173/listing.html');

  it('lets a listing on 127.0.0.1 show and fetch photos from its own origin', () => {
    expect(refusedHost('http://127.0.0.1:5173/photos/1.jpg', demo)).toBeUndefined();
    // Spelled another way, it is still the same origin.
    expect(refusedHost('http://2130706433:5173/photos/1.jpg', demo)).toBeUndefined();
  });

  it.each([
    ['another port of the same address', 'http://127.0.0.1:631/printers', '127.0.0.1'],
    ['another scheme', 'https://127.0.0.1:5173/photos/1.jpg', '127.0.0.1'],
    ['another name for the same machine', 'http://localhost:5173/photos/1.jpg', 'localhost'],
    ['another private address', 'http://192.168.1.1/p.jpg', '192.168.1.1'],
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
  ])('refuses %s', (_what, url, host) => {
    expect(refusedHost(url, demo)).toBe(host);
  });

  it('takes a service result as given, but not a redirect from it to another private origin', () => {
    expect(refusedHost('http://127.0.0.1:8787/files/result.jpg', 'service')).toBeUndefined();
    expect(refusedFinalHost('http://127.0.0.1:8787/files/result.jpg', 'http://127.0.0.1:8787/files/r2.jpg', 'service')).toBeUndefined();
    expect(refusedFinalHost('https://cdn.example/result.jpg', 'http://169.254.169.254/', 'service')).toBe('169.254.169.254');
    expect(refusedFinalHost('http://127.0.0.1:8787/files/result.jpg', 'http://127.0.0.1:22/', 'service')).toBe('127.0.0.1');
  });

  it('checks where a download ended the same way, and leaves an unknown end alone', () => {
    expect(refusedFinalHost('https://cdn.example/p.jpg', 'http://169.254.169.254/latest/', PUBLIC_PAGE)).toBe('169.254.169.254');
    expect(refusedFinalHost('https://cdn.example/p.jpg', 'https://cdn2.example/p.jpg', PUBLIC_PAGE)).toBeUndefined();
    expect(refusedFinalHost('http://127.0.0.1:5173/a.jpg', 'http://127.0.0.1:5173/b.jpg', demo)).toBeUndefined();
    expect(refusedFinalHost('https://cdn.example/p.jpg', '', PUBLIC_PAGE)).toBeUndefined();
  });
});

describe('pickedOnPage: the listing reader photo list as the background keeps it', () => {
  const read: PickedPhoto = {
    url: 'https://photos.example/1.jpg',
    listing: {
      listingUrl: 'https://listings.example/7',
      site: 'generic',
      // A page's own claim of its page is never taken.
      pageUrl: 'http://192.168.1.1/',
      photoUrls: ['https://photos.example/1.jpg', 'http://192.168.1.1/cgi-bin/status.jpg', 'http://169.254.169.254/latest/meta-data/', 'https://photos.example/2.jpg'],
    },
  };

  it('records the page the browser named and drops the photos it may not name', () => {
    expect(pickedOnPage(read, 'https://listings.example/7')).toEqual({
      url: 'https://photos.example/1.jpg',
      listing: { listingUrl: 'https://listings.example/7', site: 'generic', pageUrl: 'https://listings.example/7', photoUrls: ['https://photos.example/1.jpg', 'https://photos.example/2.jpg'] },
    });
  });

  it('without a page, keeps public photos only and records no page', () => {
    const kept = pickedOnPage(read, undefined);
    expect(kept.listing.pageUrl).toBeUndefined();
    expect(kept.listing.photoUrls).toEqual(['https://photos.example/1.jpg', 'https://photos.example/2.jpg']);
  });

  it("keeps a private page's own photos (the demo listing)", () => {
    const demo: PickedPhoto = { url: 'http://127.0.0.1:5173/photos/1.jpg', listing: { listingUrl: 'http://127.0.0.1:5173/', site: 'generic', photoUrls: ['http://127.0.0.1:5173/photos/1.jpg', 'http://127.0.0.1:8787/x.jpg'] } };
    expect(pickedOnPage(demo, 'http://127.0.0.1:5173/').listing.photoUrls).toEqual(['http://127.0.0.1:5173/photos/1.jpg']);
  });
});
