import { describe, expect, it } from 'vitest';
import { fetchPhoto, type FetchFn } from '../../../lib/acquisition/acquisition';
import { allowsCookieRetry, cookieHostPatterns } from '../../../lib/acquisition/cookie-hosts';
import { DEMO_LOOPBACK_MATCHES } from '../../../lib/acquisition/demo-loopback';
import { isPrivateHost, refusedFinalHost, fromPage } from '../../../lib/acquisition/network-policy';
import { bytesResponse, pngBytes } from '../queue/fakes';

/**
 * A photo URL comes from a web page, so the page chooses where Reimagine's background fetches.
 * A public URL that redirects to a private address is refused (lib/acquisition/network-policy.ts),
 * and cookies are sent only to the listing sites' photo hosts. Tests can't resolve public names, so the fake fetch answers a
 * Response whose `url` is where the redirects ended, as a browser's fetch does.
 */

const BUILTIN_SITE_PHOTO = 'https://photos.zillowstatic.com/fp/abc-uncropped.jpg';
const ELSEWHERE = 'https://images.evil.example/photo.jpg';

/** A response as fetch returns it after following redirects to `finalUrl`. */
function redirectedTo(finalUrl: string, body: Response): Response {
  Object.defineProperty(body, 'url', { value: finalUrl });
  return body;
}

/** A fake fetch recording credentials and redirect modes. */
function recording(answer: (url: string, init?: RequestInit) => Response) {
  const calls: { url: string; credentials?: RequestCredentials; redirect?: RequestRedirect }[] = [];
  const fetch: FetchFn = async (url, init) => {
    calls.push({ url, credentials: init?.credentials, redirect: init?.redirect });
    return answer(url, init);
  };
  return { fetch, calls };
}

describe('redirects to private addresses', () => {
  it.each([
    ['http://127.0.0.1:9000/photo.png', '127.0.0.1'],
    ['http://10.0.0.1/photo.png', '10.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::1]/photo.png', '[::1]'],
    ['http://router.local/photo.png', 'router.local'],
  ])('refuses a public photo URL redirected to %s', async (finalUrl, host) => {
    const server = recording(() => redirectedTo(finalUrl, bytesResponse(pngBytes(800, 600))));
    await expect(fetchPhoto(ELSEWHERE, { fetch: server.fetch })).rejects.toMatchObject({
      code: 'private_address',
      message: `The photo's address (${host}) is on a private network: Reimagine downloads photos from the public web, or from the listing page's own address.`,
    });
    // Style images take the same path.
    await expect(fetchPhoto(ELSEWHERE, { fetch: server.fetch, minSide: 0 })).rejects.toMatchObject({ code: 'private_address' });
  });

  it('refuses the redirect even when the private address answers 403 (no cookie retry there)', async () => {
    const server = recording(() => redirectedTo('http://10.0.0.1/x.jpg', new Response('', { status: 403 })));
    await expect(fetchPhoto(BUILTIN_SITE_PHOTO, { fetch: server.fetch })).rejects.toMatchObject({ code: 'private_address', message: expect.stringContaining('10.0.0.1') });
    expect(server.calls).toHaveLength(1);
  });

  it("follows redirects between public hosts, and within the listing page's own private origin (the local demo site)", async () => {
    const publicHop = recording(() => redirectedTo('https://cdn2.example.com/p.png', bytesResponse(pngBytes(800, 600))));
    await expect(fetchPhoto(ELSEWHERE, { fetch: publicHop.fetch })).resolves.toMatchObject({ size: { width: 800, height: 600 } });
    const demo = { pageUrl: 'http://127.0.0.1:8788/listing.html' };
    const sameOrigin = recording(() => redirectedTo('http://127.0.0.1:8788/photos/p.png', bytesResponse(pngBytes(800, 600))));
    await expect(fetchPhoto('http://127.0.0.1:8788/p.png', { fetch: sameOrigin.fetch, ...demo })).resolves.toMatchObject({ size: { width: 800, height: 600 } });
    // Another private origin, even localhost on the same port, is not the page's own.
    const localHop = recording(() => redirectedTo('http://localhost:8788/p.png', bytesResponse(pngBytes(800, 600))));
    await expect(fetchPhoto('http://127.0.0.1:8788/p.png', { fetch: localHop.fetch, ...demo })).rejects.toMatchObject({ code: 'private_address' });
  });

  it('knows which final addresses are private', () => {
    const page = fromPage(undefined);
    expect(refusedFinalHost(ELSEWHERE, 'http://2130706433/', page)).toBe('127.0.0.1'); // the URL parser normalises
    expect(refusedFinalHost(ELSEWHERE, 'http://[::ffff:7f00:1]/', page)).toBe('[::ffff:7f00:1]');
    expect(refusedFinalHost(ELSEWHERE, 'http://100.100.100.200/', page)).toBe('100.100.100.200');
    expect(refusedFinalHost(ELSEWHERE, 'http://intranet/', page)).toBe('intranet');
    expect(refusedFinalHost(ELSEWHERE, '', page)).toBeUndefined();
    expect(refusedFinalHost(ELSEWHERE, ELSEWHERE, page)).toBeUndefined();
    expect(isPrivateHost('93.184.216.34')).toBe(false);
    expect(isPrivateHost('photos.zillowstatic.com')).toBe(false);
  });
});

describe('cookie retries only on built-in sites’ photo hosts', () => {
  const needsCookies = (_url: string, init?: RequestInit): Response =>
    init?.credentials === 'include' ? bytesResponse(pngBytes(800, 600)) : new Response('', { status: 403 });

  it('retries a 401/403 from a built-in site’s photo host with cookies, following no redirect', async () => {
    for (const status of [401, 403]) {
      const server = recording((_url, init) => (init?.credentials === 'include' ? bytesResponse(pngBytes(800, 600)) : new Response('', { status })));
      await expect(fetchPhoto(BUILTIN_SITE_PHOTO, { fetch: server.fetch })).resolves.toMatchObject({ publicUrl: false });
      expect(server.calls).toEqual([
        { url: BUILTIN_SITE_PHOTO, credentials: 'omit', redirect: 'follow' },
        { url: BUILTIN_SITE_PHOTO, credentials: 'include', redirect: 'error' },
      ]);
    }
  });

  it.each([ELSEWHERE, 'https://mail.example.com/attachment/1.jpg', 'http://127.0.0.1:9000/photo.png', 'https://photos.zillowstatic.com.evil.example/a.jpg'])(
    'never sends cookies to %s',
    async (url) => {
      const server = recording(needsCookies);
      // On its own page, so that the loopback photo is downloaded at all.
      await expect(fetchPhoto(url, { fetch: server.fetch, pageUrl: 'http://127.0.0.1:9000/listing' })).rejects.toMatchObject({ code: 'image_unreachable', message: "The photo's server answered 403." });
      expect(server.calls.map((c) => c.credentials)).toEqual(['omit']);
    },
  );

  it('does not retry with cookies when a built-in site’s photo URL was redirected elsewhere before the 403', async () => {
    const server = recording((_url, init) => redirectedTo(ELSEWHERE, needsCookies(_url, init)));
    await expect(fetchPhoto(BUILTIN_SITE_PHOTO, { fetch: server.fetch })).rejects.toMatchObject({ code: 'image_unreachable' });
    expect(server.calls.map((c) => c.credentials)).toEqual(['omit']);
  });

  it('allows loopback photo hosts only in the demo build', async () => {
    expect(cookieHostPatterns('production')).not.toEqual(expect.arrayContaining([...DEMO_LOOPBACK_MATCHES]));
    expect(cookieHostPatterns('demo')).toEqual(expect.arrayContaining([...DEMO_LOOPBACK_MATCHES]));
    expect(allowsCookieRetry('http://127.0.0.1:8788/photos/1.jpg', cookieHostPatterns('demo'))).toBe(true);
    expect(allowsCookieRetry('http://127.0.0.1:8788/photos/1.jpg', cookieHostPatterns('production'))).toBe(false);
    const server = recording(needsCookies);
    await expect(fetchPhoto('http://127.0.0.1:8788/photos/1.png', { fetch: server.fetch, cookieHosts: cookieHostPatterns('demo'), pageUrl: 'http://127.0.0.1:8788/' })).resolves.toMatchObject({
      publicUrl: false,
    });
    expect(server.calls.map((c) => c.credentials)).toEqual(['omit', 'include']);
  });
});
