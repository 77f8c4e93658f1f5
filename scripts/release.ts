/**
 * `npm run release`: the store packages of this version, proven before they are printed.
 *
 * 1. The version is package.json's; CHANGELOG.md must have its section, and
 *    scripts/release/previous.json must name an older release (the one the update test starts from).
 * 2. `wxt zip` for Chrome and for Firefox; Firefox's also writes the sources zip AMO asks for.
 * 3. The Firefox zip, unpacked, passes `web-ext lint` with 0 errors and 0 warnings.
 * 4. The sources zip, unpacked in an empty folder and built with the commands of its own README
 *    ("Build from source"), gives byte-identical files to both extension zips.
 * 5. Each zip's name and size, and the commit to record as the next release's previous one.
 *
 * Options: `--allow-dirty` (package a working tree with uncommitted changes: the test suite's
 * check does, a real release does not), `--keep` (leave the rebuild folder for a look).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { differences, folderFiles, unpack, zipFiles } from './release/archive';
import { releaseSection } from './release/changelog';
import { buildCommands } from './release/readme-commands';

const ROOT = join(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));

class ReleaseError extends Error {}

/** Runs a shell command in `cwd`; its output goes to the terminal only when it fails. */
function run(command: string, cwd = ROOT, env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, { cwd, env, shell: true, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new ReleaseError(`"${command}" failed in ${cwd} (exit ${result.status})`);
  }
  return result.stdout;
}

/** `run` without blocking: the lint runs beside the rebuild, each on a core of its own. */
function runBeside(command: string, cwd = ROOT): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd, shell: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve(stdout);
      else {
        process.stderr.write(`${stdout}\n${stderr}\n`);
        reject(new ReleaseError(`"${command}" failed in ${cwd} (exit ${status})`));
      }
    });
  });
}

async function checkVersion(): Promise<string> {
  const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  releaseSection(await readFile(join(ROOT, 'CHANGELOG.md'), 'utf8'), version);
  const previous = JSON.parse(await readFile(join(ROOT, 'scripts/release/previous.json'), 'utf8')) as { version: string };
  if (previous.version === version) throw new ReleaseError(`scripts/release/previous.json still names ${version}: bump package.json's version for a new release`);
  if (!args.has('--allow-dirty') && run('git status --porcelain').trim() !== '') throw new ReleaseError('the working tree has uncommitted changes (commit them, or pass --allow-dirty for a trial)');
  return version;
}

/** Zips both browsers; returns the three zips' paths. */
function zipBoth(version: string): { chrome: string; firefox: string; sources: string } {
  run('npx wxt zip -b chrome');
  run('npx wxt zip -b firefox --mv3');
  const out = (name: string) => join(ROOT, '.output', `reimagine-${version}-${name}.zip`);
  return { chrome: out('chrome'), firefox: out('firefox'), sources: out('sources') };
}

async function lintFirefox(zip: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'reimagine-lint-'));
  try {
    await unpack(zip, dir);
    const report = JSON.parse(await runBeside(`npx web-ext lint --source-dir "${dir}" --output json`)) as { summary: { errors: number; warnings: number }; errors: { code: string; message: string }[]; warnings: { code: string; message: string; file?: string }[] };
    const problems = [...report.errors, ...report.warnings].map((m) => `${m.code}: ${m.message}`);
    if (problems.length > 0) throw new ReleaseError(`web-ext lint: ${report.summary.errors} errors, ${report.summary.warnings} warnings\n  ${problems.join('\n  ')}`);
    console.log('web-ext lint on the Firefox zip: 0 errors, 0 warnings');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Unpacks the sources, builds them as their README says, and compares with the zips. */
async function checkRebuild(zips: { chrome: string; firefox: string; sources: string }): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'reimagine-sources-'));
  try {
    await unpack(zips.sources, dir);
    const commands = buildCommands(await readFile(join(dir, 'README.md'), 'utf8'));
    // The npm cache serves what it holds (the same lockfile's packages), so this needs no network.
    const env = { ...process.env, npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' };
    for (const command of commands) {
      console.log(`rebuilding from the sources zip: ${command}`);
      run(command, dir, env);
    }
    const report: string[] = [];
    for (const [browser, zip] of [['chrome-mv3', zips.chrome], ['firefox-mv3', zips.firefox]] as const) {
      const diff = differences(zipFiles(zip), await folderFiles(join(dir, '.output', browser)));
      if (diff.length > 0) report.push(`${browser}:\n  ${diff.slice(0, 20).join('\n  ')}`);
    }
    if (report.length > 0) throw new ReleaseError(`the sources zip does not rebuild the same files (${dir} kept):\n${report.join('\n')}`);
    console.log('the sources zip, built as its README says, gives byte-identical Chrome and Firefox files');
  } finally {
    if (!args.has('--keep')) await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const version = await checkVersion();
  console.log(`Reimagine ${version}: zipping Chrome and Firefox`);
  const zips = zipBoth(version);
  // The lint of the Firefox zip and the rebuild from the sources zip are independent: side by side.
  const linting = lintFirefox(zips.firefox);
  const rebuilt = checkRebuild(zips);
  await Promise.all([linting, rebuilt]);
  for (const zip of [zips.chrome, zips.firefox, zips.sources]) console.log(`${zip.slice(ROOT.length + 1)}  ${((await stat(zip)).size / 1024).toFixed(1)} KB`);
  console.log(`Once published, record this release in scripts/release/previous.json: {"version": "${version}", "commit": "${run('git rev-parse HEAD').trim()}"}`);
}

main().catch((error: unknown) => {
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
