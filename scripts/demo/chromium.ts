/**
 * Finding Chromium and opening it on screen with the demo build (`--open`). Chromium refuses to
 * start as root without --no-sandbox and cannot start without a display; both used to end in
 * "opened Chromium" while it had already exited, so the demo now says exactly what happened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasDisplay } from './args';

/** Where Chromium is looked for when CHROMIUM_PATH is unset: Debian's first, as the tests use. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** How long a Chromium that started must stay up to count as opened (one that cannot start exits within a second). */
const SETTLE_MS = 3_000;

/** True when `file` exists and may be executed. */
function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to run, or the sentence saying none was found. */
export function findChromium(env: Readonly<Record<string, string | undefined>>): { path: string } | { error: string } {
  const wanted = env.CHROMIUM_PATH;
  if (wanted) return executable(wanted) ? { path: wanted } : { error: `CHROMIUM_PATH names ${wanted}, which is not an executable file.` };
  const found = CANDIDATES.find(executable);
  return found ? { path: found } : { error: `no Chromium found (looked for ${CANDIDATES.join(', ')}): install Debian's (apt-get install chromium) or set CHROMIUM_PATH.` };
}

/** True when this process runs as root, where Chromium's sandbox cannot start. */
export function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The flags the demo's Chromium gets: a throwaway profile, only the demo build, no network chatter. */
export function chromiumFlags(profile: string, extensionDir: string, asRoot: boolean): string[] {
  return [
    `--user-data-dir=${profile}`,
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // As root Chromium exits at once unless its sandbox is off; nothing else can make it start.
    ...(asRoot ? ['--no-sandbox'] : []),
  ];
}

/** A Chromium on screen, and how to close it. */
export interface OpenedChromium {
  readonly pid: number | undefined;
  close(): Promise<void>;
}

/** Waits until `child` exits, or `ms` passed: the exit code (or signal), or undefined while it runs. */
function exitWithin(child: ChildProcess, ms: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ?? `code ${code ?? '?'}`);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
  });
}

/**
 * Chromium's reason from its stderr: its first ERROR line (the cause, e.g. "Missing X server or
 * $DISPLAY"; later ones are consequences), without the "[pid:tid:time:ERROR:file.cc:257]" prefix.
 */
export function chromiumWhy(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim()).filter(Boolean);
  const line = lines.find((l) => /:ERROR:|FATAL/.test(l)) ?? lines.at(-1);
  return line ? `: ${line.replace(/^\[[^\]]*\]\s*/, '').replace(/\.+$/, '')}` : '';
}

/**
 * Opens Chromium with `extensionDir` on `url`. Answers the running browser, or one sentence
 * saying why it could not open (no display, no Chromium, or Chromium's own last words).
 */
export async function openChromium(extensionDir: string, url: string, env: Readonly<Record<string, string | undefined>>): Promise<OpenedChromium | { error: string }> {
  if (!hasDisplay(env)) return { error: 'cannot open Chromium: there is no display (DISPLAY and WAYLAND_DISPLAY are unset); use --headless for the walk-through with screenshots.' };
  const chromium = findChromium(env);
  if ('error' in chromium) return { error: `cannot open Chromium: ${chromium.error}` };
  const profile = mkdtempSync(path.join(tmpdir(), 'reimagine-demo-'));
  const asRoot = runningAsRoot();
  const child = spawn(chromium.path, [...chromiumFlags(profile, extensionDir, asRoot), url], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  const exited = await exitWithin(child, SETTLE_MS);
  if (exited !== undefined) {
    removeProfile();
    return { error: `Chromium (${chromium.path}) exited at once (${exited})${chromiumWhy(stderr)}.` };
  }
  child.stderr?.removeAllListeners('data');
  child.stderr?.resume();
  let closing = false;
  child.once('exit', () => {
    if (!closing) console.log('Chromium was closed; the servers keep running until Ctrl-C.');
  });
  console.log(`\nopened Chromium with the extension (${chromium.path}${asRoot ? ', --no-sandbox because the demo runs as root' : ''})`);
  return {
    pid: child.pid,
    close: async () => {
      closing = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if ((await exitWithin(child, 3_000)) === undefined) child.kill('SIGKILL');
      }
      removeProfile();
    },
  };
}
