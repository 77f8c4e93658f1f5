import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PHOTOS, renderDemoPhoto } from './photos';
import { demoListingHtml, DEMO_STATIC } from './listing-page';

/** A running demo listing site. */
export interface DemoSite {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the demo listing page and its photos on loopback. Photos are rendered once at start so
 * every request is instant.
 */
export async function startDemoSite(port = 0, host = '127.0.0.1'): Promise<DemoSite> {
  const photos = new Map<string, Buffer>();
  for (const photo of DEMO_PHOTOS) photos.set(photo.file, await renderDemoPhoto(photo));
  const html = demoListingHtml();

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/' || path === '/listing/12-orchard-lane') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const photo = path.startsWith('/photos/') ? photos.get(path.slice('/photos/'.length)) : undefined;
    if (photo) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'access-control-allow-origin': '*', 'cache-control': 'max-age=3600' }).end(photo);
      return;
    }
    // Browsers ask for /favicon.ico on their own; the logo answers, so no 404 clutters the console.
    const asset = path === '/favicon.ico' ? DEMO_STATIC['logo.svg'] : path.startsWith('/static/') ? DEMO_STATIC[path.slice('/static/'.length)] : undefined;
    if (asset) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(asset);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/listing/12-orchard-lane`,
    // A browser keeps connections open; dropping them lets close() finish now and frees the port.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
