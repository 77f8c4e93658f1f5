/**
 * `npm run screenshots`: the README's pictures of every screen, light and dark, taken from the
 * real product: the demo build in Debian's Chromium, the API emulator and the demo listing site.
 * A realtor's path: a photo's Reimagine button on the listing, the side panel at 420x900 with the
 * photo chosen, the Stage goal's room-type and style cards, a style picked and the result,
 * the listing's look and its contact sheet, history, the comparison tab, the options and the
 * welcome page; and the listing export's
 * lookbook opened from disk (scripts/lookbook-screen.ts). Every screen is taken in both schemes:
 * the browser runs in that scheme and each page emulates it too.
 * PNGs are palette-quantised (sharp) so they stay small in the repository.
 *
 * Needs `npm run build:demo` first (the script says so otherwise). Writes docs/screens/*.png.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startEmulator } from '../emulator/server';
import { startDemoSite } from './demo/site';
import { withExportedLookbook } from './lookbook-screen';
import { lookScreens } from './look-screen';
import { photoButton } from '../test/e2e/chromium/photo-button';

const EXTENSION = path.resolve('.output/chrome-mv3-demo');
const OUT = path.resolve('docs/screens');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--no-sandbox', '--disable-gpu', '--disable-quic'];
const PANEL = { width: 420, height: 900 };
const PAGE = { width: 1100, height: 800 };
type Scheme = 'light' | 'dark';

/** Saves a screenshot of `page` as docs/screens/<name>-<scheme>.png, palette-quantised. */
async function shoot(page: Page, name: string, scheme: Scheme): Promise<void> {
  const png = await page.screenshot({ animations: 'disabled' });
  await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(path.join(OUT, `${name}-${scheme}.png`));
  console.log(`  ${name}-${scheme}.png`);
}

/** Runs one screen; a screen that can't be reached is reported and skipped, never fatal. */
async function screen(label: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.warn(`  skipped ${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

async function extensionId(context: BrowserContext): Promise<string> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return new URL(worker.url()).host;
}

async function openPage(context: BrowserContext, url: string, size: { width: number; height: number }, scheme: Scheme): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(url);
  return page;
}

/** Picks the demo listing's first photo with its Reimagine button (a trusted key press). */
async function pickPhoto(context: BrowserContext, siteUrl: string, scheme: Scheme): Promise<Page> {
  const listing = await openPage(context, siteUrl, PAGE, scheme);
  const photo = listing.locator('img[data-reimagine]').first();
  await photo.waitFor({ timeout: 15_000 });
  await photo.hover();
  await shoot(listing, 'listing', scheme);
  const button = photoButton(listing.locator('reimagine-photo-button').first());
  await button.focus();
  await listing.keyboard.press('Enter');
  return listing;
}

/** The Stage goal: its room types and staging styles as cards, a room type chosen; back to Renovate after. */
async function stageScreen(panel: Page, scheme: Scheme): Promise<void> {
  await panel.getByRole('tab', { name: 'Stage' }).click();
  const rooms = panel.getByRole('radiogroup', { name: 'Room type' });
  await rooms.getByRole('radio').first().check({ timeout: 15_000 });
  await panel.getByRole('radiogroup', { name: 'Staging style' }).getByRole('radio').first().waitFor();
  // The goal tabs at the top, then the room-type cards and the first staging styles.
  await panel.getByRole('tablist').evaluate((tabs) => tabs.scrollIntoView({ block: 'start' }));
  await panel.mouse.move(0, 0);
  await panel.waitForTimeout(300);
  await shoot(panel, 'panel-stage', scheme);
  await panel.evaluate(() => window.scrollTo(0, 0));
  await panel.getByRole('tab', { name: 'Renovate' }).click();
}

/** The panel's screens: the photo chosen, the Stage goal's cards, a style picked, the result; then history. */
async function panelScreens(context: BrowserContext, base: string, scheme: Scheme): Promise<void> {
  const panel = await openPage(context, `${base}/sidepanel.html`, PANEL, scheme);
  await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first().waitFor({ timeout: 15_000 });
  await shoot(panel, 'panel', scheme);
  await screen('stage', async () => stageScreen(panel, scheme));
  await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first().check();
  await panel.getByRole('button', { name: 'Renovate', exact: true }).click();
  await panel.getByRole('img', { name: 'After' }).first().waitFor({ timeout: 30_000 });
  await panel.waitForTimeout(500);
  await shoot(panel, 'panel-result', scheme);
  // The exported lookbook opened from disk (on screen it follows the scheme; printed, it is light).
  await screen('lookbook', async () => withExportedLookbook(context, panel, (page) => shoot(page, 'lookbook', scheme), scheme));
  await screen('comparison tab', async () => {
    // "Open comparison in a tab" is in the result's More menu.
    await panel.getByRole('button', { name: 'More' }).click();
    const [tab] = await Promise.all([context.waitForEvent('page'), panel.getByRole('menuitem', { name: /comparison/i }).click()]);
    await tab.setViewportSize(PAGE);
    await tab.emulateMedia({ colorScheme: scheme });
    await tab.getByRole('img', { name: /After/ }).first().waitFor({ timeout: 15_000 });
    await shoot(tab, 'compare', scheme);
    await tab.close();
  });
  await screen('listing look', async () => lookScreens(panel, (page, name) => shoot(page, name, scheme)));
  await screen('history', async () => {
    await panel.getByRole('button', { name: 'History' }).first().click();
    await panel.getByRole('button', { name: /Back to listing/ }).waitFor();
    await shoot(panel, 'history', scheme);
  });
}

async function run(scheme: Scheme, siteUrl: string): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), 'reimagine-shots-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    colorScheme: scheme,
    args: [...FLAGS, `--disable-extensions-except=${EXTENSION}`, `--load-extension=${EXTENSION}`],
  });
  try {
    const base = `chrome-extension://${await extensionId(context)}`;
    console.log(`${scheme}:`);
    await screen('welcome page', async () => shoot(await openPage(context, `${base}/onboarding.html`, PAGE, scheme), 'onboarding', scheme));
    await screen('options', async () => shoot(await openPage(context, `${base}/options.html`, { width: 800, height: 900 }, scheme), 'options', scheme));
    await screen('listing and panel', async () => {
      await pickPhoto(context, siteUrl, scheme);
      await panelScreens(context, base, scheme);
    });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(EXTENSION, 'manifest.json'))) {
  console.error('Build the demo first: npm run build:demo');
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
// The demo build comes bound to the emulator on 8787 with dev-key (as `npm run demo` starts it).
const emulator = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 8787), apiKey: 'dev-key' });
const site = await startDemoSite(0);
try {
  for (const scheme of ['light', 'dark'] as const) await run(scheme, site.url);
} finally {
  await site.close();
  await emulator.close();
}
