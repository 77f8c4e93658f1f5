/** The image_url fetching rules, exercised through POST /assets/upload (every URL input shares them). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, redirectTo, serveBytes, startStubServer, startTestEmulator, type StubServer, type TestEmulator } from './helpers';
import { asWebp, kitchen } from './images';

let emu: TestEmulator;
let stub: StubServer;
let photo: Buffer;

beforeAll(async () => {
  emu = await startTestEmulator({ fetchTimeoutMs: 300, maxImageBytes: 512 * 1024 });
  photo = await kitchen();
  stub = await startStubServer({
    '/photo.jpg': serveBytes(photo, 'application/octet-stream'),
    '/photo.webp': serveBytes(await asWebp(photo), 'image/webp'),
    '/fake.jpg': serveBytes(Buffer.from('<html>not really</html>'), 'image/jpeg'),
    '/empty.jpg': serveBytes(Buffer.alloc(0), 'image/jpeg'),
    '/huge.jpg': serveBytes(Buffer.concat([photo, Buffer.alloc(600 * 1024)]), 'image/jpeg'),
    '/huge-chunked.jpg': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(photo);
      res.end(Buffer.alloc(600 * 1024));
    },
    '/slow.jpg': (_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo), 2000).unref();
    },
    '/error.jpg': (_req, res) => {
      res.writeHead(500).end('boom');
    },
    '/r1': redirectTo('/photo.jpg'),
    '/r2': redirectTo('/r1'),
    '/r3': redirectTo('/r2'),
    '/r4': redirectTo('/r3'),
    '/loop': redirectTo('/loop'),
    '/no-location': (_req, res) => {
      res.writeHead(302).end();
    },
    '/to-ftp': redirectTo('ftp://127.0.0.1/photo.jpg'),
  });
});
afterAll(async () => {
  await emu.handle.close();
  await stub.close();
});

async function uploadUrl(url: string): Promise<{ status: number; message?: string }> {
  const response = await emu.postForm('/assets/upload', { image_url: url });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message };
}

describe('image_url fetching', () => {
  it('accepts an image whatever its Content-Type says (magic bytes decide), including WebP', async () => {
    expect((await uploadUrl(`${stub.url}/photo.jpg`)).status).toBe(200);
    expect((await uploadUrl(`${stub.url}/photo.webp`)).status).toBe(200);
  });

  it('follows up to 3 redirects', async () => {
    expect((await uploadUrl(`${stub.url}/r3`)).status).toBe(200);
  });

  it.each([
    ['a 4-hop redirect chain', '/r4', 'image_url: redirected more than 3 times'],
    ['a redirect loop', '/loop', 'image_url: redirected more than 3 times'],
    ['a redirect without Location', '/no-location', 'image_url: answered HTTP 302 without a Location'],
    ['a redirect to ftp', '/to-ftp', 'image_url: only http and https URLs can be fetched, not ftp:'],
    ['a non-image body labelled image/jpeg', '/fake.jpg', 'image_url: is not an image (expected JPEG, PNG or WebP)'],
    ['an empty body', '/empty.jpg', 'image_url: answered with an empty body'],
    ['a 404', '/missing.jpg', 'image_url: answered HTTP 404'],
    ['a 500', '/error.jpg', 'image_url: answered HTTP 500'],
    ['a body over the size cap (Content-Length)', '/huge.jpg', `image_url: is larger than ${512 * 1024} bytes`],
    ['a body over the size cap (streamed)', '/huge-chunked.jpg', `image_url: is larger than ${512 * 1024} bytes`],
    ['a server slower than the timeout', '/slow.jpg', 'image_url: timed out after 300 ms'],
  ])('answers 400 for %s', async (_label, path, message) => {
    expect(await uploadUrl(`${stub.url}${path}`)).toEqual({ status: 400, message });
  });

  it('answers 400 for an unreachable host', async () => {
    expect(await uploadUrl(`http://127.0.0.1:${await closedPort()}/photo.jpg`)).toEqual({ status: 400, message: 'image_url: could not be fetched (ECONNREFUSED)' });
  });

  it.each([
    ['a non-http scheme', 'file:///etc/passwd', /only http and https/],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo=', /only http and https/],
    ['something that is not a URL', 'kitchen.jpg', /is not a valid URL/],
  ])('answers 400 for %s', async (_label, url, message) => {
    const result = await uploadUrl(url);
    expect(result.status).toBe(400);
    expect(result.message).toMatch(message);
  });

  it('reads its own /files URLs from disk (no key needed), and 400s for unknown ones', async () => {
    const asset = await emu.upload(photo);
    expect((await uploadUrl(asset.preview_url)).status).toBe(200);
    expect((await uploadUrl(asset.preview_url.replace('localhost', '127.0.0.1').replace(/img_[0-9a-f]+/, 'img_0000000000000000'))).message).toBe('image_url: answered HTTP 404');
    const aliased = asset.preview_url.replace('127.0.0.1', 'localhost');
    expect((await uploadUrl(aliased)).status).toBe(200);
  });
});
