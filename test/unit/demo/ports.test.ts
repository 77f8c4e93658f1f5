import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { anyFreePort, isPortFree, pickDemoPorts, pickPort } from '../../../scripts/demo/ports';

/** Servers holding ports for a test; closed after it. */
const held: Server[] = [];

/** Holds a free port (as another program would) and answers it. */
async function hold(port = 0): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', exclusive: true }, resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return address.port;
}

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const LABEL = { what: 'API emulator', how: '--port N or EMULATOR_PORT' };

/** npm run demo picks its ports before building: a taken default moves, a chosen port must be free. */
describe('npm run demo: ports', () => {
  it('tells a free port from a taken one', async () => {
    const taken = await hold();
    expect(await isPortFree(taken)).toBe(false);
    const free = await anyFreePort();
    expect(await isPortFree(free)).toBe(true);
  });

  it('keeps a free default port, moves a taken one to the next free port past the one to avoid', async () => {
    const free = await anyFreePort();
    expect(await pickPort({ port: free, explicit: false }, new Set(), LABEL)).toEqual({ port: free });

    const taken = await hold();
    const picked = await pickPort({ port: taken, explicit: false }, new Set([taken + 1]), LABEL);
    expect(picked).toMatchObject({ movedFrom: taken });
    if ('error' in picked) throw new Error(picked.error);
    expect(picked.port).not.toBe(taken);
    expect(picked.port).not.toBe(taken + 1);
    expect(await isPortFree(picked.port)).toBe(true);
  });

  it('never moves a port the user chose: one sentence says which is taken and what to do', async () => {
    const taken = await hold();
    expect(await pickPort({ port: taken, explicit: true }, new Set(), LABEL)).toEqual({
      error: `The API emulator's port ${taken} is in use: stop what holds it (see \`ss -ltnp 'sport = :${taken}'\`) or choose another with --port N or EMULATOR_PORT.`,
    });
  });

  it('port 0 is any free port', async () => {
    const picked = await pickPort({ port: 0, explicit: true }, new Set(), LABEL);
    if ('error' in picked) throw new Error(picked.error);
    expect(picked.port).toBeGreaterThan(0);
    expect(picked.movedFrom).toBeUndefined();
  });

  it('both ports: a moved emulator skips the site’s port, and the two never collide', async () => {
    const emulator = await hold();
    const site = await anyFreePort();
    const ports = await pickDemoPorts({ port: emulator, explicit: false }, { port: site, explicit: false });
    if ('error' in ports) throw new Error(ports.error);
    expect(ports.emulator.movedFrom).toBe(emulator);
    expect(ports.emulator.port).not.toBe(site);
    expect(ports.site).toEqual({ port: site });

    const chosen = await hold();
    expect(await pickDemoPorts({ port: 0, explicit: true }, { port: chosen, explicit: true })).toEqual({
      error: `The demo listing site's port ${chosen} is in use: stop what holds it (see \`ss -ltnp 'sport = :${chosen}'\`) or choose another with --site-port N or DEMO_SITE_PORT.`,
    });
  });
});
