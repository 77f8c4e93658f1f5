// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './setup';
import { screen, waitFor } from '@testing-library/react';
import { PhotoStrip } from '../../../components/panel/PhotoStrip';
import { StyleListingPhotos } from '../../../components/panel/StyleListingPhotos';
import { ResultsPanel } from '../../../components/panel/ResultsPanel';
import { fetchOriginal } from '../../../components/panel/hooks/export-images';
import { fetchImageBlob } from '../../../components/shared/fetch-image';
import { REFUSED_PHOTO_SRC } from '../../../components/shared/listing-photo';
import { Problem, problemText } from '../../../components/shared/problem';
import { fromPage } from '../../../lib/acquisition/network-policy';
import { exportWords } from '../../../lib/export/words';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { translator } from '../../../lib/i18n/translate';
import type { PickedPhoto } from '../../../lib/listing';
import { jpegBytes } from '../queue/fakes';
import { fakeBackground, PHOTO } from './fake-background';
import { createPanelStore } from '../../../components/panel/store/panel-store';
import { presetPanel, renderInPanel } from './render';

/**
 * GitHub issue #26, item 3, in the side panel: an extension page's requests reach the user's
 * router and the metadata service where the listing page's own could not. The panel's downloads
 * (export originals, compare card, results) refuse an address its source may not name, and check
 * where a redirect ended; its `<img>` thumbnails never request one, a placeholder says why.
 */

const ROUTER = 'http://192.168.1.1/cgi-bin/snapshot.jpg';
const METADATA = 'http://169.254.169.254/latest/meta-data/';
const PAGE = PHOTO.listing.listingUrl;

afterEach(() => vi.unstubAllGlobals());

/** A fetch stub answering a JPEG as if redirected to `finalUrl`; it records the requests and a cancelled body. */
function stubFetch(finalUrl?: string) {
  const requests: string[] = [];
  let cancelled = false;
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(jpegBytes(800, 600));
        controller.close();
      },
      cancel: () => {
        cancelled = true;
      },
    });
    const response = new Response(body, { headers: { 'content-type': 'image/jpeg' } });
    if (finalUrl) Object.defineProperty(response, 'url', { value: finalUrl });
    return response;
  });
  return { requests, cancelled: () => cancelled };
}

describe('fetchImageBlob: who named the address decides', () => {
  const t = translator(resultsMessages, 'en');

  it('refuses a private address a public page named, without a request, in words', async () => {
    const net = stubFetch();
    for (const url of [ROUTER, METADATA, 'http://2130706433/p.jpg', 'http://nas/p.jpg']) {
      const error = await fetchImageBlob(url, 1024 * 1024, fromPage(PAGE)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Problem);
      expect(error).toMatchObject({ kind: 'private-address' });
    }
    expect(net.requests).toEqual([]);
    expect(problemText(new Problem('private-address'), t)).toBe('the image’s address is on a private network, so Reimagine does not download it');
  });

  it('checks the final URL: a public photo redirected to the metadata service is refused, its body unread', async () => {
    const net = stubFetch(METADATA);
    await expect(fetchImageBlob('https://photos.example.com/p/1.jpg', 1024 * 1024, fromPage(PAGE))).rejects.toMatchObject({ kind: 'private-address' });
    expect(net.requests).toEqual(['https://photos.example.com/p/1.jpg']);
    expect(net.cancelled()).toBe(true);
  });

  it("takes a service's result as given (the emulator on loopback), but not a redirect to another private origin", async () => {
    stubFetch();
    await expect(fetchImageBlob('http://127.0.0.1:8787/files/result.jpg', 1024 * 1024, 'service')).resolves.toBeInstanceOf(Blob);
    stubFetch('http://127.0.0.1:22/');
    await expect(fetchImageBlob('http://127.0.0.1:8787/files/result.jpg', 1024 * 1024, 'service')).rejects.toMatchObject({ kind: 'private-address' });
    stubFetch(METADATA);
    await expect(fetchImageBlob('https://cdn.example/result.jpg', 1024 * 1024, 'service')).rejects.toMatchObject({ kind: 'private-address' });
  });

  it("leaves an export's refused original out with a note in the listing's language", async () => {
    const net = stubFetch();
    expect(await fetchOriginal(ROUTER, fromPage(PAGE), null, exportWords('en'))).toEqual({
      image: null,
      note: 'The original photo’s address is on a private network, so Reimagine did not download it; it is linked by its URL instead.',
    });
    expect((await fetchOriginal(ROUTER, fromPage(PAGE), null, exportWords('es'))).note).toContain('red privada');
    expect(net.requests).toEqual([]);
  });
});

describe('the panel never requests a refused photo', () => {
  const listing: PickedPhoto = {
    url: PHOTO.url,
    listing: { ...PHOTO.listing, pageUrl: PAGE, photoUrls: [PHOTO.url, ROUTER, METADATA, 'https://photos.example.com/p/2-kitchen.jpg'] },
  };
  const sources = (container: HTMLElement) => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

  it('the strip shows a placeholder, which says why, for each refused address', async () => {
    const { container } = renderInPanel(<PhotoStrip />, { state: { listing: { photo: listing } } });
    await screen.findByRole('list', { name: 'Listing photos' });
    expect(sources(container)).toEqual([PHOTO.url, REFUSED_PHOTO_SRC, REFUSED_PHOTO_SRC, 'https://photos.example.com/p/2-kitchen.jpg']);
    const refused = container.querySelectorAll('img[data-refused]');
    expect(refused).toHaveLength(2);
    expect(refused[0]?.getAttribute('title')).toContain('private network');
    // Still four photos to move between: nothing crashes, the refused ones say so when chosen.
    expect(screen.getAllByRole('button', { name: /^Photo \d of 4/ })).toHaveLength(4);
  });

  it('so do the style photos, and the Before image of a refused photo', async () => {
    const style = renderInPanel(<StyleListingPhotos name="style" value={null} onChange={() => undefined} />, { state: { listing: { photo: listing } } });
    expect(sources(style.container)).not.toContain(ROUTER);
    expect(sources(style.container)).toContain(REFUSED_PHOTO_SRC);
    style.unmount();
    renderInPanel(<ResultsPanel />, { state: { listing: { photo: { ...listing, url: METADATA } } } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Before' })).toHaveAttribute('src', REFUSED_PHOTO_SRC));
  });

  it("a private page's own photos show as they are (the demo listing on 127.0.0.1)", () => {
    const demo: PickedPhoto = {
      url: 'http://127.0.0.1:5173/photos/1.jpg',
      listing: { listingUrl: 'http://127.0.0.1:5173/', pageUrl: 'http://127.0.0.1:5173/', site: 'generic', photoUrls: ['http://127.0.0.1:5173/photos/1.jpg', 'http://127.0.0.1:8080/admin.png'] },
    };
    const { container } = renderInPanel(<PhotoStrip />, { state: { listing: { photo: demo } } });
    expect(sources(container)).toEqual(['http://127.0.0.1:5173/photos/1.jpg', REFUSED_PHOTO_SRC]);
  });
});

describe('"Reimagine all photos"', () => {
  it('leaves a refused photo out as a refusal with its code; the others are queued', async () => {
    const background = fakeBackground();
    const store = createPanelStore(background);
    const photo: PickedPhoto = { url: PHOTO.url, listing: { ...PHOTO.listing, pageUrl: PAGE, photoUrls: [PHOTO.url, ROUTER] } };
    presetPanel(store, { listing: { photo } });
    const outcome = await store.getState().startBatch({ operation: 'upscale', params: {} }, photo.listing.photoUrls);
    expect(outcome).toEqual({ queued: 1, failed: 1 });
    expect(background.sent('startJob').map((request) => request.photo.url)).toEqual([PHOTO.url]);
    expect(store.getState().batch.refusals).toMatchObject([{ photo: { url: ROUTER }, code: 'private_address' }]);
  });
});
