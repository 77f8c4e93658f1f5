/**
 * The welcome page's three pictures (`public/onboarding/*.png`), taken from the product itself:
 * the demo build in Chromium on the demo listing site, rendering against the local emulator (no
 * stock art). Run it after the photo buttons or the side panel change, then commit the PNGs (a
 * build needs no browser):
 *
 *   npm run build:demo && npx tsx scripts/onboarding-pictures.ts
 *
 * `CHROMIUM_PATH` overrides /usr/bin/chromium; `--raw <dir>` also keeps the full screenshots.
 */
import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { photoButton, type PhotoButton } from '../test/e2e/chromium/photo-button';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { startEmulator, type EmulatorHandle } from '../emulator/server';
import { startDemoSite } from './demo/site';
import { CHANNEL } from '../lib/protocol-names';

const root = fileURLToPath(new URL('..', import.meta.url));
const EXTENSION = path.join(root, '.output/chrome-mv3-demo');
const OUT = path.join(root, 'public/onboarding');
const rawArg = process.argv.indexOf('--raw');
const RAW = rawArg > 0 ? process.argv[rawArg + 1] : undefined;
/** Every picture: 3:2 like a listing photo, twice the size the welcome page shows it at, for sharp screens. */
const SIZE = { width: 600, height: 400 } as const;
const RATIO = SIZE.width / SIZE.height;
/** The panel's width as the browser shows it beside a page. */
const PANEL = { width: 420 } as const;

/** Chromium with the demo build in a fresh profile. */
async function launch(): Promise<{ context: BrowserContext; extensionId: string; close(): Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'reimagine-pictures-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    deviceScaleFactor: 2,
    colorScheme: 'light',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', `--disable-extensions-except=${EXTENSION}`, `--load-extension=${EXTENSION}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
  return { context, extensionId: new URL(worker.url()).host, close };
}

/** Writes one picture: the screenshot cropped to 3:2 and made small (a palette PNG). */
async function save(file: string, png: Buffer, position: 'top' | 'centre' = 'centre'): Promise<void> {
  if (RAW) await writeFile(path.join(RAW, file), png);
  const out = await sharp(png)
    .resize({ ...SIZE, fit: 'cover', position })
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(OUT, file), out);
  console.log(`${file}: ${Math.round(out.length / 1024)} KB`);
}

/** A region around an element, widened or heightened to 3:2 with `margin` CSS pixels around it. */
async function around(target: Locator, margin: number): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to photograph is not on screen.');
  let width = box.width + 2 * margin;
  let height = box.height + 2 * margin;
  if (width / height > RATIO) height = width / RATIO;
  else width = height * RATIO;
  return { x: Math.max(0, box.x + box.width / 2 - width / 2), y: Math.max(0, box.y + box.height / 2 - height / 2), width, height };
}

/** Picture 1: a listing photo with its Reimagine button, as a visitor of the listing sees it on hover. */
async function listingPhoto(page: Page, listingUrl: string): Promise<PhotoButton> {
  await page.setViewportSize({ width: 1100, height: 820 });
  await page.goto(listingUrl);
  const kitchen = page.locator('img[alt="Kitchen with wooden cabinets"]');
  await kitchen.scrollIntoViewIfNeeded();
  await page.locator('[data-reimagine]').first().waitFor({ state: 'attached', timeout: 15_000 });
  await kitchen.hover();
  const button = photoButton(page.locator('reimagine-photo-button').nth(1));
  await button.waitFor();
  await page.waitForTimeout(400); // the button's fade-in
  await save('button.png', await page.screenshot({ clip: await around(kitchen, 0) }));
  return button;
}

/** Pictures 2 and 3: the panel with the photo and a style chosen, then the before/after of the render. */
async function panelPictures(panel: Page): Promise<void> {
  // Tall enough that nothing scrolls: element boxes are page coordinates, and no sticky header overlaps.
  await panel.setViewportSize({ width: PANEL.width, height: 3000 });
  await panel.reload();
  await panel.getByText('12 Orchard Lane, Springfield').first().waitFor();
  const chosen = panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').nth(1);
  await chosen.check();
  await panel.waitForTimeout(300);
  if (RAW) await writeFile(path.join(RAW, 'panel-full.png'), await panel.screenshot({ fullPage: true }));
  // A 3:2 band of the panel from the style picker's label down, the chosen style in it.
  const picker = panel.getByRole('radiogroup', { name: 'Style' });
  const group = await panel.locator('fieldset', { has: picker }).or(picker).first().boundingBox();
  const style = await chosen.locator('xpath=ancestor::label[1]').or(chosen).first().boundingBox();
  if (!group || !style) throw new Error('The style picker is not on screen.');
  const height = PANEL.width / RATIO;
  const top = Math.max(0, Math.min(group.y - 4, style.y + style.height / 2 - height / 2));
  await save('panel.png', await panel.screenshot({ clip: { x: 0, y: top, width: PANEL.width, height } }));

  await panel.getByRole('button', { name: 'Renovate', exact: true }).click();
  await panel.getByRole('img', { name: 'After' }).waitFor({ timeout: 60_000 });
  await panel.waitForTimeout(800);
  // The two images and the slider between them, without the buttons around.
  const compare = panel.getByRole('group', { name: 'Before and after' });
  const viewport = compare.locator('.compare__viewport');
  const images = (await viewport.count()) > 0 ? viewport.first() : compare;
  await save('compare.png', await panel.screenshot({ clip: await around(images, 0) }));
}

/** Points the demo build at this run's emulator (another port than the seeded one: the user's confirmation moves the key). */
async function useEmulator(page: Page, emulator: EmulatorHandle): Promise<void> {
  const payload = { apiBase: emulator.baseUrl, confirmOrigin: new URL(emulator.baseUrl).origin };
  const reply = await page.evaluate(([c, p]) => chrome.runtime.sendMessage({ channel: c, name: 'saveConnection', payload: p }), [CHANNEL, payload] as const);
  if (!(reply as { ok?: boolean }).ok) throw new Error(`Could not point the demo build at the emulator: ${JSON.stringify(reply)}`);
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  if (RAW) await mkdir(RAW, { recursive: true });
  const emulator = await startEmulator({ port: 0 });
  const site = await startDemoSite(0);
  const browser = await launch();
  try {
    const panel = await browser.context.newPage();
    await panel.goto(`chrome-extension://${browser.extensionId}/sidepanel.html`);
    await useEmulator(panel, emulator);
    const page = await browser.context.newPage();
    const button = await listingPhoto(page, site.url);
    await button.click();
    await panelPictures(panel);
  } finally {
    await browser.close();
    await site.close();
    await emulator.close();
  }
}

await main();
