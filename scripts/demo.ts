/**
 * `npm run demo`: the whole product offline. Builds the extension in demo mode (it defaults to
 * the emulator and also runs on loopback pages), starts the API emulator and a demo listing site,
 * then opens Chromium with the extension when a display is available (or `--open`), and otherwise
 * prints how to load it. Ctrl-C stops everything.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmulator } from '../emulator/server';
import { startDemoSite } from './demo/site';

const args = new Set(process.argv.slice(2));
const port = Number(process.env.EMULATOR_PORT ?? 8787);
const sitePort = Number(process.env.DEMO_SITE_PORT ?? 8788);
const extensionDir = path.resolve('.output/chrome-mv3-demo');
const firefoxDir = path.resolve('.output/firefox-mv3-demo');

if (!args.has('--no-build')) {
  console.log('building the extension in demo mode…');
  const build = spawnSync('npm', ['run', '--silent', 'build:demo'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.error('the demo build failed');
    process.exit(1);
  }
}

// The image analyzer is "coming soon" on the real service; the demo shows it answering.
// EMULATOR_ANALYZER=coming-soon (or absent) shows the panel without it.
const analyzer = process.env.EMULATOR_ANALYZER === 'coming-soon' || process.env.EMULATOR_ANALYZER === 'absent' ? process.env.EMULATOR_ANALYZER : 'available';
const emulator = await startEmulator({ port, apiKey: 'dev-key', analyzer });
const site = await startDemoSite(sitePort);

console.log(`
Reimagine demo is running.

  API emulator     ${emulator.baseUrl}   (key: dev-key)
  Demo listing     ${site.url}
  Image analyzer   ${analyzer}   (switch: curl -X POST ${emulator.url}/__emulator/analyzer -H 'Content-Type: application/json' -d '{"mode":"coming-soon"}')

Load the extension (demo build: it already points at the emulator with the key dev-key):
  Chrome   chrome://extensions → Developer mode → Load unpacked → ${extensionDir}
  Firefox  about:debugging#/runtime/this-firefox → Load Temporary Add-on → ${firefoxDir}/manifest.json

Then open the demo listing, click the Reimagine badge on a photo, pick a style card and press Renovate.
Tick "Suggest room type and style" in the panel to see the analyzer preselect the style group and room type.
The same works on Zillow, Rightmove, Idealista and the other supported sites.
Press Ctrl-C to stop.`);

let browser: ReturnType<typeof spawn> | undefined;
let profile: string | undefined;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if ((args.has('--open') || process.env.DISPLAY) && existsSync(chromium)) {
  profile = mkdtempSync(path.join(tmpdir(), 'reimagine-demo-'));
  browser = spawn(
    chromium,
    [
      `--user-data-dir=${profile}`,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      site.url,
    ],
    { stdio: 'ignore' },
  );
  console.log(`\nopened Chromium with the extension (${chromium})`);
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  browser?.kill();
  await Promise.all([emulator.close(), site.close()]);
  if (profile) rmSync(profile, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
if (args.has('--smoke')) {
  // Used by tests: prove the demo starts and answers, then stop.
  const res = await fetch(`${emulator.baseUrl}/plan/details`, { headers: { 'X-API-KEY': 'dev-key' } });
  const page = await fetch(site.url);
  console.log(`smoke: emulator ${res.status}, listing ${page.status}`);
  await stop();
}
