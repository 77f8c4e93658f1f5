import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { launchAncestors, parentOf } from '../../../scripts/demo/lifecycle';
import { anyFreePort, isPortFree } from '../../../scripts/demo/ports';

/**
 * `npm run demo` stops cleanly when a supervisor sends SIGTERM to the process it started (npm or
 * npx), not only on a Ctrl-C to the whole group: both of its ports can be bound again afterwards.
 * The demo runs servers only (--no-build --no-browser), on ports of its own.
 */

/** Everything the child printed so far. */
function collect(child: ChildProcess): { text: () => string } {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { text: () => text };
}

/** Waits until `read` is true, or fails with the child's output after `ms`. */
async function until(read: () => boolean | Promise<boolean>, ms: number, what: string, output: () => string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await read())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the demo through `command`, SIGTERMs that process once the demo runs, and checks the ports come free. */
async function termThroughParent(command: string, args: string[]): Promise<string> {
  const emulatorPort = await anyFreePort();
  const sitePort = await anyFreePort();
  const child = spawn(command, [...args, '--no-build', '--no-browser', '--port', String(emulatorPort), '--site-port', String(sitePort)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: '', WAYLAND_DISPLAY: '' },
  });
  const output = collect(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await until(() => output.text().includes('Reimagine demo is running'), 40_000, 'the demo to start', output.text);
    expect(await isPortFree(emulatorPort)).toBe(false);
    expect(await isPortFree(sitePort)).toBe(false);
    child.kill('SIGTERM');
    await exited;
    // The demo itself may outlive its launcher by a moment: it closes its servers, then exits.
    await until(async () => (await isPortFree(emulatorPort)) && (await isPortFree(sitePort)), 10_000, 'both ports to come free', output.text);
    return output.text();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

describe('npm run demo: stopping', () => {
  it('SIGTERM to the npm process stops the demo (npm passes it on) and frees both ports', async () => {
    const output = await termThroughParent('npm', ['run', '--silent', 'demo', '--']);
    expect(output).toContain('SIGTERM: stopping the demo');
  }, 60_000);

  it('SIGTERM to npx, whose sh does not pass it on: the demo sees its launcher go and frees both ports', async () => {
    const output = await termThroughParent('npx', ['tsx', 'scripts/demo.ts']);
    expect(output).toMatch(/stopping the demo/);
  }, 60_000);

  it('reads its launchers from /proc: the parent first', () => {
    expect(parentOf(process.pid)).toBe(process.ppid);
    expect(launchAncestors(2)[0]).toBe(process.ppid);
  });
});
