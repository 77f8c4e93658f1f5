/** Starting, stopping and restarting: programmatically and through the CLI. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../server';
import { blob, waitFor } from './helpers';
import { kitchen } from './images';

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'emulator-lifecycle-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('startEmulator', () => {
  it('starts on a free port, answers, and removes its temp data dir on close', async () => {
    const emulator = await startEmulator({ port: 0 });
    expect(emulator.port).toBeGreaterThan(0);
    expect(emulator.baseUrl).toBe(`http://127.0.0.1:${emulator.port}/public/v1`);
    expect(emulator.url).toBe(`http://127.0.0.1:${emulator.port}`);
    expect(existsSync(emulator.dataDir)).toBe(true);
    const response = await fetch(`${emulator.baseUrl}/plan/details`, { headers: { 'X-API-KEY': 'dev-key' } });
    expect(response.status).toBe(200);
    await emulator.close();
    expect(existsSync(emulator.dataDir)).toBe(false);
    await expect(fetch(`${emulator.baseUrl}/plan/details`)).rejects.toThrow();
    await emulator.close();
  });

  it('closes promptly with a keep-alive connection and a pending delayed request', async () => {
    const emulator = await startEmulator({ port: 0 });
    await fetch(`${emulator.url}/__emulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delay_ms: 60_000 }) });
    const pending = fetch(`${emulator.baseUrl}/styles`, { headers: { 'X-API-KEY': 'dev-key' } }).catch(() => 'closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await emulator.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await pending).toBeDefined();
  });

  it('restarts with a fresh account, and keeps a user-given data dir and its files', async () => {
    const dataDir = join(scratch, 'data');
    const first = await startEmulator({ port: 0, dataDir });
    const form = new FormData();
    form.append('image', blob(await kitchen()), 'k.jpg');
    expect((await fetch(`${first.baseUrl}/assets/upload`, { method: 'POST', headers: { 'X-API-KEY': 'dev-key' }, body: form })).status).toBe(200);
    await first.close();
    expect(await readdir(join(dataDir, 'files'))).toHaveLength(1);

    const second = await startEmulator({ port: 0, dataDir });
    const listing = (await (await fetch(`${second.baseUrl}/assets`, { headers: { 'X-API-KEY': 'dev-key' } })).json()) as { assets: unknown[] };
    expect(listing.assets).toEqual([]);
    await second.close();
    expect(existsSync(dataDir)).toBe(true);
  });

  it('rejects a taken port and invalid options, leaving no temp dir behind', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const before = (await readdir(tmpdir())).filter((n) => n.startsWith('reimagine-emulator-')).length;
    await expect(startEmulator({ port })).rejects.toThrow(/EADDRINUSE/);
    await expect(startEmulator({ maxAssets: -1 })).rejects.toThrow(RangeError);
    blocker.close();
    const after = (await readdir(tmpdir())).filter((n) => n.startsWith('reimagine-emulator-')).length;
    expect(after).toBeLessThanOrEqual(before);
  });
});

describe('CLI', () => {
  const root = join(import.meta.dirname, '..', '..');
  const children: ChildProcess[] = [];

  afterEach(() => {
    // A failed test must not leave an emulator running: kill whatever is left, group and all.
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }
    }
  });

  /**
   * Spawns a command in its own process group with its own TMPDIR, so its temp data dir is
   * easy to find and the whole group can be signalled like a terminal would.
   */
  function spawnInGroup(command: string, args: string[], tmp: string): ChildProcess {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.push(child);
    return child;
  }

  /** `tsx emulator/cli.ts`, the command npx resolves to, without npm's wrapper. */
  const tsxCli = (args: string[], tmp: string): ChildProcess => spawnInGroup(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'emulator/cli.ts', ...args], tmp);

  function exitOf(child: ChildProcess): Promise<number | null> {
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  function readyLine(child: ChildProcess): Promise<string> {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    return new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', () => reject(new Error('exited before ready')));
    });
  }

  // tsx keeps its own cache in TMPDIR too; only the emulator's dir matters here.
  const emulatorDirs = async (tmp: string): Promise<string[]> => (await readdir(tmp)).filter((name) => name.startsWith('reimagine-emulator-'));

  it.each(['SIGTERM', 'SIGINT'] as const)('prints one ready line, serves, and on %s exits 0 removing its temp dir', async (signal) => {
    const tmp = await mkdtemp(join(scratch, 'tmp-'));
    const child = tsxCli(['--port', '0', '--api-key', 'cli-key'], tmp);
    const exited = exitOf(child);
    const ready = await readyLine(child);
    expect(ready).toMatch(/^emulator listening on http:\/\/127\.0\.0\.1:\d+\/public\/v1$/);
    const baseUrl = ready.replace('emulator listening on ', '');
    expect((await fetch(`${baseUrl}/plan/details`, { headers: { 'X-API-KEY': 'cli-key' } })).status).toBe(200);
    expect(await emulatorDirs(tmp)).toHaveLength(1);
    child.kill(signal);
    expect(await exited).toBe(0);
    expect(await emulatorDirs(tmp)).toEqual([]);
  }, 30_000);

  it('through npx, a SIGTERM to the process group stops everything and removes the temp dir', async () => {
    const tmp = await mkdtemp(join(scratch, 'tmp-'));
    const child = spawnInGroup('npx', ['tsx', 'emulator/cli.ts', '--port', '0'], tmp);
    const exited = exitOf(child);
    const baseUrl = (await readyLine(child)).replace('emulator listening on ', '');
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await exited;
    await waitFor(async () => ((await emulatorDirs(tmp)).length === 0 ? true : undefined), 5000);
    await expect(fetch(`${baseUrl}/styles`)).rejects.toThrow();
  }, 60_000);

  it('exits 2 with a clear message for a bad flag', async () => {
    const tmp = await mkdtemp(join(scratch, 'tmp-'));
    const child = tsxCli(['--port', 'eighty'], tmp);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(2);
    expect(stderr).toContain('--port expects a whole number');
    expect(stderr).toContain('Usage:');
  }, 30_000);
});
