/**
 * `npm run demo`: the whole product offline. Checks its ports first (a taken default port moves
 * to a free one, a chosen one must be free), builds the extension in demo mode (it defaults to
 * the emulator and also runs on loopback pages), starts the API emulator and a demo listing site,
 * then, with a display (or `--open`), opens Chromium with the extension; without one (or
 * `--headless`) walks the realtor's path in headless Chromium and writes screenshots and a report
 * to demo-output/. `--help` lists every option (scripts/demo/args.ts).
 *
 * Stopping: SIGINT, SIGTERM and SIGHUP close the build, the servers and the browser, so the ports
 * are free afterwards (scripts/demo/lifecycle.ts). package.json runs it as `exec tsx …` so npm's
 * SIGTERM reaches tsx, which relays it here, instead of a `sh` that would die without passing it
 * on; the lifecycle's parent watch covers `npx` and other launchers that still go through `sh`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startEmulator, type EmulatorHandle } from '../emulator/server';
import { demoUsage, parseDemoArgs, resolveMode, type DemoMode, type DemoOptions } from './demo/args';
import { findChromium, openChromium } from './demo/chromium';
import { createLifecycle, type Lifecycle } from './demo/lifecycle';
import { describeOutDir, inspectOutDir, shownDir } from './demo/out-dir';
import { pickDemoPorts, type PickedPort } from './demo/ports';
import { startDemoSite, type DemoSite } from './demo/site';
import { walkDemo } from './demo/walk';

const EXTENSION_DIR = path.resolve('.output/chrome-mv3-demo');
const FIREFOX_DIR = path.resolve('.output/firefox-mv3-demo');
/** The emulator port the demo build is bound to (lib/config.ts EMULATOR_API_BASE). */
const BUILD_EMULATOR_PORT = 8787;

/** An error's first line: Playwright's carry a call log after it. */
function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** Ends the demo before anything started, with one sentence. */
function quit(sentence: string, code = 1): never {
  console.error(sentence);
  process.exit(code);
}

/** The options, or the end of the demo for `--help` and for a bad command line. */
function readOptions(): DemoOptions {
  const parsed = parseDemoArgs(process.argv.slice(2), process.env);
  if ('error' in parsed) quit(`${parsed.error} See: npm run demo -- --help`, 2);
  if (parsed.help) {
    console.log(demoUsage());
    process.exit(0);
  }
  return parsed;
}

/** Runs `npm run build:demo` in its own process group, so a stop can end all of it (npm, sh, wxt). */
async function build(life: Lifecycle): Promise<void> {
  console.log('building the extension in demo mode (about 30 s)…');
  const start = Date.now();
  const child = spawn('npm', ['run', '--silent', 'build:demo'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let done = false;
  life.add('the build', () => {
    if (!done && child.pid) process.kill(-child.pid, 'SIGTERM');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  done = true;
  if (life.stopping) return new Promise<never>(() => undefined);
  if (code !== 0) {
    console.error(output.trim().split('\n').slice(-30).join('\n'));
    await life.stop(1, 'the demo build failed (its last lines are above)');
  }
  console.log(`built in ${Math.round((Date.now() - start) / 1000)} s`);
}

/** Starts the emulator and the demo site on the picked ports; a port taken since the check ends the demo with a sentence. */
async function startServers(life: Lifecycle, ports: { emulator: PickedPort; site: PickedPort }, analyzer: 'available' | 'coming-soon' | 'absent') {
  const taken = (error: unknown, what: string, port: number): Promise<never> => {
    const code = (error as NodeJS.ErrnoException).code;
    return life.stop(1, code === 'EADDRINUSE' ? `The ${what}'s port ${port} was taken while the demo was building: run the demo again.` : `The ${what} could not start: ${String(error)}`);
  };
  const emulator: EmulatorHandle = await startEmulator({ port: ports.emulator.port, apiKey: 'dev-key', analyzer }).catch((e: unknown) => taken(e, 'API emulator', ports.emulator.port));
  life.add('the API emulator', () => emulator.close());
  const site: DemoSite = await startDemoSite(ports.site.port).catch((e: unknown) => taken(e, 'demo listing site', ports.site.port));
  life.add('the demo listing site', () => site.close());
  return { emulator, site };
}

/** What the demo prints once its servers answer. */
function banner(mode: DemoMode, emulator: EmulatorHandle, site: DemoSite, analyzer: string): string {
  const moved =
    emulator.port === BUILD_EMULATOR_PORT
      ? ''
      : `\n  Note: the demo build expects the emulator on ${BUILD_EMULATOR_PORT}. In your own browser, set Reimagine's options → API base URL\n  to ${emulator.baseUrl} and confirm it${mode === 'headless' ? ' (the headless walk does this itself)' : ''}.\n`;
  const load = `
Load the extension (demo build: it already points at the emulator with the key dev-key):
  Chrome   chrome://extensions → Developer mode → Load unpacked → ${EXTENSION_DIR}
  Firefox  about:debugging#/runtime/this-firefox → Load Temporary Add-on → ${FIREFOX_DIR}/manifest.json

Then open the demo listing, click the Reimagine badge on a photo, pick a style card and press Renovate.
Tick "Suggest room type and style" in the panel to see the analyzer preselect the style group and room type.
The same works on Zillow, Rightmove, Idealista and the other supported sites.
Press Ctrl-C to stop.`;
  return `
Reimagine demo is running.

  API emulator     ${emulator.baseUrl}   (key: dev-key)
  Demo listing     ${site.url}
  Image analyzer   ${analyzer}   (switch: curl -X POST ${emulator.url}/__emulator/analyzer -H 'Content-Type: application/json' -d '{"mode":"coming-soon"}')
${moved}${mode === 'headless' || mode === 'smoke' ? '' : load}`;
}

/** `--smoke`: proves the demo starts and answers, then stops (used by tests). */
async function smoke(life: Lifecycle, emulator: EmulatorHandle, site: DemoSite): Promise<never> {
  const res = await fetch(`${emulator.baseUrl}/plan/details`, { headers: { 'X-API-KEY': 'dev-key' } });
  const page = await fetch(site.url);
  console.log(`smoke: emulator ${res.status}, listing ${page.status}`);
  return life.stop(res.ok && page.ok ? 0 : 1);
}

/** `--headless`: the walk, its report, then the end of the demo (exit 1 when a step failed). */
async function headless(life: Lifecycle, options: DemoOptions, chromiumPath: string, emulator: EmulatorHandle, site: DemoSite): Promise<never> {
  console.log('\nWalking the realtor’s path in headless Chromium…');
  const result = await walkDemo({
    extensionDir: EXTENSION_DIR,
    siteUrl: site.url,
    emulatorBaseUrl: emulator.baseUrl,
    outDir: options.outDir,
    chromiumPath,
    onBrowser: (close) => life.add('headless Chromium', close),
  }).catch((error: unknown) => life.stop(1, `The headless walk could not run: ${firstLine(error)}`));
  // Inside the project the short relative path reads best; elsewhere the absolute one.
  const relative = path.relative(process.cwd(), path.dirname(result.reportFile));
  const dir = relative.startsWith('..') ? path.dirname(result.reportFile) : relative || '.';
  const files = result.steps.flatMap((step) => step.files);
  console.log(`
${result.ok ? 'The walk passed every step.' : 'The walk stopped at a failed step (see the report).'}
  report        ${path.join(dir, 'report.md')}
  screenshots   ${files.filter((f) => f.endsWith('.png')).map((f) => path.join(dir, f)).join(', ') || 'none'}
  export        ${files.filter((f) => f.endsWith('.zip')).map((f) => path.join(dir, f)).join(', ') || 'none'}
To try it yourself: npm run demo -- --open on a machine with a display, or --no-browser to load the build into your own browser.`);
  return life.stop(result.ok ? 0 : 1);
}

async function main(): Promise<void> {
  const options = readOptions();
  const mode = resolveMode(options.mode, process.env);
  const needsBuild = mode === 'open' || mode === 'headless';
  const chromium = mode === 'headless' ? findChromium(process.env) : undefined;
  if (chromium && 'error' in chromium) quit(`The headless walk needs Chromium: ${chromium.error.replace(/\.$/, '')}; or run only the servers with npm run demo -- --no-browser.`);
  if (!options.build && needsBuild && !existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) quit(`There is no demo build in ${EXTENSION_DIR}: run without --no-build (or npm run build:demo first).`);
  // Said before the build, so there is time to stop and keep an earlier walk's files.
  const out = mode === 'headless' ? describeOutDir(inspectOutDir(options.outDir), shownDir(options.outDir)) : {};
  if (out.error) quit(out.error);
  if (out.notice) console.log(out.notice);

  if (options.mode === undefined && mode === 'headless') {
    console.log('No display (DISPLAY and WAYLAND_DISPLAY are unset): the demo will walk the realtor’s path in headless Chromium. --help shows the other modes.');
  }
  const ports = await pickDemoPorts(options.emulatorPort, options.sitePort);
  if ('error' in ports) quit(ports.error);
  for (const [what, picked] of [['API emulator', ports.emulator], ['demo listing', ports.site]] as const) {
    if (picked.movedFrom !== undefined) console.log(`port ${picked.movedFrom} is taken: the ${what} uses ${picked.port}`);
  }

  const life = createLifecycle();
  if (options.build) await build(life);
  // The image analyzer is "coming soon" on the real service; the demo shows it answering.
  // EMULATOR_ANALYZER=coming-soon (or absent) shows the panel without it.
  const analyzer = process.env.EMULATOR_ANALYZER === 'coming-soon' || process.env.EMULATOR_ANALYZER === 'absent' ? process.env.EMULATOR_ANALYZER : 'available';
  const { emulator, site } = await startServers(life, ports, analyzer);
  console.log(banner(mode, emulator, site, analyzer));

  if (mode === 'smoke') await smoke(life, emulator, site);
  if (mode === 'headless' && chromium && 'path' in chromium) await headless(life, options, chromium.path, emulator, site);
  if (mode === 'open') {
    const opened = await openChromium(EXTENSION_DIR, site.url, process.env);
    if ('error' in opened) console.log(`\n${opened.error}\nThe servers keep running: load the build into a browser yourself (above). Ctrl-C stops.`);
    else life.add('Chromium', () => opened.close());
  }
}

await main().catch((error: unknown) => {
  // Anything unforeseen still ends in one line, not a stack trace; the process exit frees the ports.
  console.error(`The demo stopped: ${firstLine(error)}`);
  process.exit(1);
});
