import '../all-locales';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fetchPhoto, type FetchFn } from '../../../lib/acquisition/acquisition';
import { explainError } from '../../../lib/error-text';
import { createBackgroundContext } from '../../../entrypoints/background/context';
import { withListingContext } from '../../../entrypoints/background/listing';
import { fakeApi, pickedPhoto, pngBytes } from '../queue/fakes';

/**
 * GitHub issue #26, item 3: a photo address is the page's word, and the background's fetch (with
 * the extension's host permissions) reaches what the page's own could not. A public page naming
 * the user's router or the cloud metadata service as a photo gets a refusal, before any request;
 * a public photo that redirects there is refused before its body is read. The fake fetch records
 * every request and answers a Response whose `url` is where redirects ended, as a browser's does.
 */

const PUBLIC_PAGE = 'https://www.zillow.com/homedetails/1';
const PUBLIC_PHOTO = 'https://photos.zillowstatic.com/fp/abc-uncropped.jpg';

/** A fake fetch answering a PNG, optionally as if redirected to `finalUrl`; every request is kept. */
function network(finalUrl?: string) {
  const requests: string[] = [];
  let cancelled = false;
  const fetch: FetchFn = async (url) => {
    requests.push(url);
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(pngBytes(800, 600));
        controller.close();
      },
      cancel: () => {
        cancelled = true;
      },
    });
    const response = new Response(body, { headers: { 'content-type': 'image/png' } });
    if (finalUrl) Object.defineProperty(response, 'url', { value: finalUrl });
    return response;
  };
  return { fetch, requests, cancelled: () => cancelled };
}

describe('fetchPhoto: a page names only public addresses, or its own', () => {
  it.each([
    'http://192.168.1.1/cgi-bin/snapshot.jpg',
    'http://169.254.169.254/latest/meta-data/iam/',
    'http://10.0.0.8:8080/p.jpg',
    'http://127.0.0.1:631/printers',
    'http://2130706433/p.jpg',
    'http://[::ffff:a9fe:a9fe]/p.jpg',
    'http://[fd00::1]/p.jpg',
    'http://nas/photos/1.jpg',
    'http://printer.local/p.jpg',
    'http://metadata.google.internal/computeMetadata/v1/',
  ])('refuses %s named by a public page without any request', async (url) => {
    const net = network();
    await expect(fetchPhoto(url, { fetch: net.fetch, pageUrl: PUBLIC_PAGE })).rejects.toMatchObject({ code: 'private_address' });
    // Style images take the same path; and a pick whose page is unknown names public hosts only.
    await expect(fetchPhoto(url, { fetch: net.fetch, pageUrl: PUBLIC_PAGE, minSide: 0 })).rejects.toMatchObject({ code: 'private_address' });
    await expect(fetchPhoto(url, { fetch: net.fetch })).rejects.toMatchObject({ code: 'private_address' });
    expect(net.requests).toEqual([]);
  });

  it('refuses a public photo that redirected to the metadata service, and does not read its body', async () => {
    const net = network('http://169.254.169.254/latest/meta-data/');
    await expect(fetchPhoto(PUBLIC_PHOTO, { fetch: net.fetch, pageUrl: PUBLIC_PAGE })).rejects.toMatchObject({
      code: 'private_address',
      message: expect.stringContaining('169.254.169.254'),
    });
    expect(net.requests).toEqual([PUBLIC_PHOTO]);
    expect(net.cancelled()).toBe(true);
  });

  it('downloads a public photo, and a private page its own photos (the demo listing on 127.0.0.1)', async () => {
    await expect(fetchPhoto(PUBLIC_PHOTO, { fetch: network().fetch, pageUrl: PUBLIC_PAGE })).resolves.toMatchObject({ publicUrl: true });
    const demo = network();
    await expect(fetchPhoto('http://127.0.0.1:5173/photos/1.jpg', { fetch: demo.fetch, pageUrl: 'http://127.0.0.1:5173/listing.html' })).resolves.toMatchObject({ publicUrl: false });
    await expect(fetchPhoto('http://127.0.0.1:8787/x.jpg', { fetch: demo.fetch, pageUrl: 'http://127.0.0.1:5173/listing.html' })).rejects.toMatchObject({ code: 'private_address' });
    expect(demo.requests).toEqual(['http://127.0.0.1:5173/photos/1.jpg']);
  });

  it('tells the user why, and what to do', () => {
    expect(explainError('private_address')).toEqual({
      sentence: 'That photo’s address is on a private network (this computer, your router or your office network), so Reimagine does not download it.',
      nextStep: 'Pick a photo the listing shows from the public web; a private address is only used for photos of a listing page on that very address.',
    });
    expect(explainError('private_address', 'de').sentence).toContain('privaten Netz');
  });
});

describe('the background: picks and jobs', () => {
  beforeEach(() => fakeBrowser.reset());

  it("a pick's page is the clicked frame's URL, and its listing keeps only the photos that page may name", async () => {
    const sent = pickedPhoto(PUBLIC_PHOTO, { listingUrl: PUBLIC_PAGE, pageUrl: 'http://192.168.1.1/' });
    const read = { ...sent, listing: { ...sent.listing, photoUrls: [PUBLIC_PHOTO, 'http://192.168.1.1/cam.jpg', 'http://169.254.169.254/latest/'] } };
    const picked = await withListingContext(sent, { tabId: 7, url: PUBLIC_PAGE }, async () => read);
    expect(picked.listing.pageUrl).toBe(PUBLIC_PAGE);
    expect(picked.listing.photoUrls).toEqual([PUBLIC_PHOTO]);
  });

  it('startJob refuses a private photo of a public page before any download, and queues nothing', async () => {
    const net = network();
    const ctx = await createBackgroundContext({ idbFactory: new IDBFactory(), fetch: net.fetch, createApi: () => fakeApi(), events: { toPages: () => undefined, toTab: () => undefined } });
    const photo = pickedPhoto('http://192.168.1.1/cam.jpg', { pageUrl: PUBLIC_PAGE });
    await expect(ctx.jobs.start({ request: { operation: 'upscale', params: {} }, photo })).rejects.toMatchObject({ code: 'private_address' });
    expect(net.requests).toEqual([]);
    expect(await ctx.jobs.list(10)).toEqual([]);
    // The same address on its own page is downloaded (and then sent as bytes).
    const own = pickedPhoto('http://192.168.1.1/cam.jpg', { pageUrl: 'http://192.168.1.1/listing' });
    const fetchOnly = network();
    const ctx2 = await createBackgroundContext({ idbFactory: new IDBFactory(), fetch: fetchOnly.fetch, createApi: () => fakeApi(), events: { toPages: () => undefined, toTab: () => undefined } });
    await expect(ctx2.jobs.start({ request: { operation: 'upscale', params: {} }, photo: own })).resolves.toMatchObject({ deduped: false });
    expect(fetchOnly.requests[0]).toBe('http://192.168.1.1/cam.jpg');
  });

  it('a redirect allowed for one page is not served from the cache to another', async () => {
    const net = network('http://127.0.0.1:5173/photos/real.jpg');
    const ctx = await createBackgroundContext({ idbFactory: new IDBFactory(), fetch: net.fetch, createApi: () => fakeApi(), events: { toPages: () => undefined, toTab: () => undefined } });
    const short = 'https://short.example/p';
    await ctx.jobs.start({ request: { operation: 'upscale', params: {} }, photo: pickedPhoto(short, { pageUrl: 'http://127.0.0.1:5173/listing' }) });
    await expect(ctx.jobs.start({ request: { operation: 'upscale', params: {} }, photo: pickedPhoto(short, { pageUrl: PUBLIC_PAGE }) })).rejects.toMatchObject({ code: 'private_address' });
    expect(net.requests).toEqual([short, short]);
  });
});
