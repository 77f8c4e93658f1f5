import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Page } from '@playwright/test';
import type { EmulatorHandle } from '../../../emulator/server';
import { servePages } from '../../fixtures/sites/serve';
import { expect } from './extension';
import { connectToEmulator, openExtensionPage, sendFromPage } from './helpers';
import { photoButton } from './photo-button';

/**
 * The saved Zillow detail page, served under its real URL, as the specs that need one rendered
 * result use it: read in place from ../shared (never copied), its first gallery photo picked with
 * its Reimagine button, rendered against the emulator.
 */
const PAGES_DIR = path.resolve('../shared/fixtures/listing-pages');
export const ZILLOW = (JSON.parse(readFileSync(path.join(PAGES_DIR, 'EXPECTED.json'), 'utf8')) as { pages: { file: string; url: string }[] }).pages.find(
  (p) => p.file === 'zillow-detail-1.html',
);

/** A room-like photo (walls, floor, a window, a sofa), so labels, cards and screenshots have something to sit on. */
export function roomPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="#d9cbb5"/><rect y="620" width="1200" height="280" fill="#8a6a4a"/>
    <rect x="420" y="150" width="360" height="300" fill="#a9cbe8" stroke="#f4f1ea" stroke-width="18"/>
    <rect x="120" y="470" width="300" height="170" rx="16" fill="#5c6b73"/><rect x="860" y="380" width="70" height="240" fill="#3d3a36"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Serves the Zillow page (and, when given, `photo` for every Zillow photo URL) and points the
 * extension at a fresh emulator.
 */
export async function zillowWithEmulator(context: BrowserContext, extensionId: string, photo?: Buffer): Promise<EmulatorHandle> {
  if (!ZILLOW) throw new Error('zillow-detail-1.html is missing from EXPECTED.json');
  await servePages(context, new Map([[ZILLOW.url, { html: readFileSync(path.join(PAGES_DIR, ZILLOW.file), 'utf8'), scripts: false }]]));
  if (photo) await context.route('https://photos.zillowstatic.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo }));
  return connectToEmulator(context, extensionId);
}

/**
 * Picks the listing's first photo with its button (keyboard: the page served without its CSS stacks
 * its header over the gallery), renders it with the first style, and answers the panel page once
 * the After image shows, with the photo's address.
 */
export async function renderFirstPhoto(context: BrowserContext, extensionId: string): Promise<{ panel: Page; photoUrl: string }> {
  if (!ZILLOW) throw new Error('zillow-detail-1.html is missing from EXPECTED.json');
  const listing = await context.newPage();
  await listing.goto(ZILLOW.url, { waitUntil: 'domcontentloaded' });
  const photo = listing.locator('li.media-stream-tile picture img').first();
  await expect(photo).toHaveAttribute('data-reimagine', /^https:\/\/photos\.zillowstatic\.com\//);
  const photoUrl = (await photo.getAttribute('data-reimagine')) ?? '';
  await photo.scrollIntoViewIfNeeded();
  await photoButton(photo.locator('xpath=ancestor::picture[1]/following-sibling::reimagine-photo-button[1]')).focus();
  await listing.keyboard.press('Enter');
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await expect.poll(async () => ((await sendFromPage(panel, 'getPickedPhoto', {})) as { data?: { photo?: { url?: string } } }).data?.photo?.url).toBe(photoUrl);
  await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first().check();
  await panel.getByRole('button', { name: 'Renovate', exact: true }).click();
  await expect(panel.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 30_000 });
  return { panel, photoUrl };
}
