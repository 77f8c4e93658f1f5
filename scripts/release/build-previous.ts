/**
 * Builds the previous release's Chrome extension (the commit in scripts/release/previous.json)
 * for the update test (test/e2e/chromium/update.spec.ts), and caches it:
 *
 *   npx tsx scripts/release/build-previous.ts
 *
 * The commit is checked out in a git worktree under .cache/previous-release/<commit>/ (gitignored),
 * built there with `wxt build -b chrome`, and its chrome-mv3 folder copied to
 * .cache/previous-release/<commit>/chrome-mv3; the worktree is then removed. A later run finds the
 * copy and builds nothing. Nothing is fetched: CI clones main with its history, and a commit that
 * is not in the clone is an error. This repository's .output is never written.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** This repository's root. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The release an update starts from. */
export interface PreviousRelease {
  readonly version: string;
  readonly commit: string;
}

/** A previous release built and cached. */
export interface PreviousBuild extends PreviousRelease {
  /** The cached chrome-mv3 folder (a copy: callers copy it again before loading it). */
  readonly dir: string;
  /** False when the cache already had it. */
  readonly built: boolean;
}

/** Reads and checks scripts/release/previous.json. */
export async function readPreviousRelease(root = ROOT): Promise<PreviousRelease> {
  const file = path.join(root, 'scripts/release/previous.json');
  const data: unknown = JSON.parse(await readFile(file, 'utf8'));
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const { version, commit } = record;
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${file} needs "version" as x.y.z.`);
  if (typeof commit !== 'string' || !/^[0-9a-f]{40}$/.test(commit)) throw new Error(`${file} needs "commit" as a full 40-character commit hash.`);
  return { version, commit };
}

/** Where a commit's build is cached. */
export function cacheDirOf(commit: string, root = ROOT): string {
  return path.join(root, '.cache/previous-release', commit);
}

async function git(cwd: string, ...args: string[]): Promise<string> {
  return (await run('git', args, { cwd, maxBuffer: 256 * 1024 * 1024 })).stdout;
}

/** Runs a command with its output passed through (a build takes a while: show that it moves). */
function runLoud(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}) in ${cwd}.`))));
  });
}

/** A package-lock without the root package's own version (a release bumps it, and nothing installed depends on it). */
function lockWithoutVersion(text: string): string {
  const lock = JSON.parse(text) as { version?: string; packages?: Record<string, { version?: string }> };
  delete lock.version;
  const rootPackage = lock.packages?.[''];
  if (rootPackage) delete rootPackage.version;
  return JSON.stringify(lock);
}

/** True when the commit installs exactly what this checkout has installed, so its node_modules can be shared. */
async function sameDependencies(root: string, commit: string): Promise<boolean> {
  const theirs = await git(root, 'show', `${commit}:package-lock.json`).catch(() => undefined);
  if (theirs === undefined) return false;
  return lockWithoutVersion(theirs) === lockWithoutVersion(await readFile(path.join(root, 'package-lock.json'), 'utf8'));
}

/** Fails in one sentence when the commit is not in this clone (nothing is fetched). */
async function requireCommit(root: string, release: PreviousRelease): Promise<void> {
  const found = await git(root, 'cat-file', '-e', `${release.commit}^{commit}`).then(
    () => true,
    () => false,
  );
  if (!found) {
    throw new Error(
      `The previous release ${release.version} (commit ${release.commit}, scripts/release/previous.json) is not in this repository: clone it with its full history (git fetch --unshallow) or correct previous.json.`,
    );
  }
}

/** Reads a built extension's manifest version, or undefined when there is no build. */
async function builtVersion(dir: string): Promise<string | undefined> {
  const file = path.join(dir, 'manifest.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(await readFile(file, 'utf8')) as { version?: string }).version;
}

/** True while process `pid` runs (signal 0 only asks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the worktrees and half copies that runs which died mid-build left behind (a live run's are left alone). */
async function removeStaleWorktrees(root: string, commit: string): Promise<void> {
  const cache = cacheDirOf(commit, root);
  const names = existsSync(cache) ? await readdir(cache) : [];
  for (const name of names) {
    const pid = /^(?:worktree|chrome-mv3\.partial)-(\d+)$/.exec(name)?.[1];
    if (pid === undefined || running(Number(pid))) continue;
    await unlink(path.join(cache, name, 'node_modules')).catch(() => undefined);
    await rm(path.join(cache, name), { recursive: true, force: true });
  }
  await git(root, 'worktree', 'prune');
}

/** Checks the commit out, builds it and copies chrome-mv3 to `target`; the worktree is always removed. */
async function buildInWorktree(root: string, release: PreviousRelease, target: string, log: (line: string) => void): Promise<void> {
  // One worktree per process: two runs at once never build in the same folder.
  const worktree = path.join(cacheDirOf(release.commit, root), `worktree-${process.pid}`);
  await removeStaleWorktrees(root, release.commit);
  await git(root, 'worktree', 'add', '--detach', worktree, release.commit);
  const modules = path.join(worktree, 'node_modules');
  try {
    if (await sameDependencies(root, release.commit)) {
      log('same dependencies as this checkout: sharing its node_modules');
      await symlink(path.join(root, 'node_modules'), modules, 'dir');
    } else {
      log('other dependencies than this checkout: npm ci');
      await runLoud('npm', ['ci', '--no-audit', '--no-fund'], worktree);
    }
    // No `wxt prepare` first: `wxt build` writes the .wxt folder (types, tsconfig) itself.
    await runLoud('npx', ['wxt', 'build', '-b', 'chrome'], worktree);
    const output = path.join(worktree, '.output/chrome-mv3');
    const version = await builtVersion(output);
    if (version !== release.version) throw new Error(`The build of ${release.commit} says version ${version ?? '(none)'}, not ${release.version} as previous.json does.`);
    // Copied under a temporary name, then renamed: a half-copied folder never looks cached.
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(output, partial, { recursive: true });
    await rm(target, { recursive: true, force: true });
    await rename(partial, target);
  } finally {
    // The link first: removing the worktree must never reach into this checkout's node_modules.
    await unlink(modules).catch(() => undefined);
    await git(root, 'worktree', 'remove', '--force', worktree).catch(() => undefined);
    await rm(worktree, { recursive: true, force: true });
    await git(root, 'worktree', 'prune');
  }
}

/** The previous release's Chrome build: from the cache, or built (once) and cached. */
export async function buildPreviousRelease(options: { root?: string; log?: (line: string) => void } = {}): Promise<PreviousBuild> {
  const root = options.root ?? ROOT;
  const log = options.log ?? ((line: string) => console.error(`[previous release] ${line}`));
  const release = await readPreviousRelease(root);
  const dir = path.join(cacheDirOf(release.commit, root), 'chrome-mv3');
  if ((await builtVersion(dir)) === release.version) return { ...release, dir, built: false };
  await requireCommit(root, release);
  log(`building ${release.version} (${release.commit.slice(0, 12)}) in a worktree`);
  await mkdir(cacheDirOf(release.commit, root), { recursive: true });
  await buildInWorktree(root, release, dir, log);
  log(`cached in ${path.relative(root, dir)}`);
  return { ...release, dir, built: true };
}

// `npx tsx scripts/release/build-previous.ts`: build (or find) it and print where it is.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPreviousRelease().then(
    (build) => console.log(build.dir),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
