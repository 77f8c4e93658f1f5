/**
 * The demo's ports, chosen before the 30-second build: a newcomer whose 8787 is taken (an
 * emulator left running, another project) gets the next free port at once, or, for a port they
 * chose themselves, one sentence saying which port is taken and what to do, never a stack trace.
 */
import { createServer } from 'node:net';
import type { PortRequest } from './args';

/** How far past a taken default port the demo looks for a free one. */
const SEARCH_SPAN = 20;

/** True when `port` can be bound on `host` right now (by binding it and letting go). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the system says is free on `host` (it binds port 0 and reads what it got). */
export function anyFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A port picked for one server: where it listens, and the port it was asked for when that was taken. */
export interface PickedPort {
  readonly port: number;
  readonly movedFrom?: number;
}

/** What to tell a user whose chosen port is taken. */
function takenSentence(what: string, port: number, how: string): string {
  return `The ${what}'s port ${port} is in use: stop what holds it (see \`ss -ltnp 'sport = :${port}'\`) or choose another with ${how}.`;
}

/**
 * Picks the port for one server. Port 0 means any free port. A port the user chose must be free
 * (they may have a reason, such as a build pointed at it) and is taken as it is; a default one
 * moves to the next free port not in `avoid` (the other server's), then to any free port.
 */
export async function pickPort(request: PortRequest, avoid: ReadonlySet<number>, label: { what: string; how: string }, host = '127.0.0.1'): Promise<PickedPort | { error: string }> {
  if (request.port === 0) return { port: await freePortAvoiding(avoid, host) };
  if (request.explicit) return (await isPortFree(request.port, host)) ? { port: request.port } : { error: takenSentence(label.what, request.port, label.how) };
  if (!avoid.has(request.port) && (await isPortFree(request.port, host))) return { port: request.port };
  for (let port = request.port + 1; port <= Math.min(65535, request.port + SEARCH_SPAN); port++) {
    if (!avoid.has(port) && (await isPortFree(port, host))) return { port, movedFrom: request.port };
  }
  return { port: await freePortAvoiding(avoid, host), movedFrom: request.port };
}

/** Any free port that is not in `avoid`. */
async function freePortAvoiding(avoid: ReadonlySet<number>, host: string): Promise<number> {
  for (;;) {
    const port = await anyFreePort(host);
    if (!avoid.has(port)) return port;
  }
}

/** Both demo ports, or the sentence for the first one that cannot be had. */
export async function pickDemoPorts(
  emulator: PortRequest,
  site: PortRequest,
  host = '127.0.0.1',
): Promise<{ emulator: PickedPort; site: PickedPort } | { error: string }> {
  // A moved emulator skips the site's port, so the site keeps its own when that one is free.
  const reserved = new Set(site.port !== 0 ? [site.port] : []);
  const picked = await pickPort(emulator, reserved, { what: 'API emulator', how: '--port N or EMULATOR_PORT' }, host);
  if ('error' in picked) return picked;
  const sitePicked = await pickPort(site, new Set([picked.port]), { what: 'demo listing site', how: '--site-port N or DEMO_SITE_PORT' }, host);
  if ('error' in sitePicked) return sitePicked;
  return { emulator: picked, site: sitePicked };
}
