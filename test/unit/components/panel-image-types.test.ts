import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOriginal } from '../../../components/panel/hooks/export-images';
import { fetchImageBlob } from '../../../components/shared/fetch-image';
import { fromPage } from '../../../lib/acquisition/network-policy';
import { exportWords } from '../../../lib/export/words';
import { jpegBytes } from '../queue/fakes';

/**
 * #26 item 1 at its source: the panel's image downloads (results, a listing's originals for the
 * export) take their type from the bytes (lib/images/sniff.ts), never from the server's
 * Content-Type, which a hostile photo server spells as markup.
 */

const HOSTILE = 'image/jpeg"><meta http-equiv="refresh" content="0;url=https://evil.example/"><form action="https://evil.example/">';
const PHOTO = 'https://photos.example.com/p.jpg';

function serve(bytes: Uint8Array, contentType: string): void {
  vi.stubGlobal('fetch', async () => new Response(new Uint8Array(bytes).buffer, { headers: { 'content-type': contentType } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the type of an image the panel downloads', () => {
  it('is what its bytes are, never the Content-Type as sent', async () => {
    serve(jpegBytes(800, 600), HOSTILE);
    expect((await fetchImageBlob(PHOTO, 1024 * 1024, 'service')).type).toBe('image/jpeg');
    serve(new TextEncoder().encode('<!doctype html><p>not an image</p>'), HOSTILE);
    expect((await fetchImageBlob(PHOTO, 1024 * 1024, 'service')).type).toBe('');
  });

  it('goes into an export as an allow-listed type: an original at Original size keeps its bytes, typed by them', async () => {
    serve(jpegBytes(800, 600), HOSTILE);
    const original = await fetchOriginal(PHOTO, fromPage('https://www.zillow.com/homedetails/1'), null, exportWords('en'));
    expect(original.image?.type).toBe('image/jpeg');
    expect(original.image?.bytes).toEqual(jpegBytes(800, 600));
  });

  it('never exports bytes of no allowed type as they are: they are decoded and re-encoded, or left out with a note', async () => {
    serve(new TextEncoder().encode('<!doctype html><form action="https://evil.example/">'), HOSTILE);
    const original = await fetchOriginal(PHOTO, fromPage('https://www.zillow.com/homedetails/1'), null, exportWords('en'));
    expect(original).toEqual({ image: null, note: 'The original photo could not be read as an image; it is linked by its URL instead.' });
  });
});
