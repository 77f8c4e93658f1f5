import path from 'node:path';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page, Worker } from '@playwright/test';
import { startDemoSite } from '../../../scripts/demo/site';
import { startEmulator } from '../../../emulator/server';
import { expect, launchWithExtension, serviceWorkerOf, test } from './extension';
import { sendFromPage } from './helpers';
import { photoButton } from './photo-button';

/**
 * Issue #29, one look for the whole listing, in the demo build against the emulator: a six-photo
 * listing (the demo listing as its page reads, its bathroom swapped for the house's floor plan,
 * as sites that list their plan among the photos hand it over). Roles come from the page's alt
 * texts; the realtor picks an interior style once (exterior and staging styles proposed), applies
 * the look in one confirmed pass, and each photo gets its operation: the exterior renovated in the
 * exterior style, rooms in the interior style, the empty room staged, the floor plan nothing. The
 * contact sheet shows them; one is dropped; the export takes the others, with the look in its manifest.
 */
const DEMO_DIR = path.resolve('.output/chrome-mv3-demo');

interface StoredPick {
  id?: string;
  photo: { url: string; listing: { photoUrls: string[]; photoCaptions?: Record<string, string> } };
}

/** Swaps the stored pick's bathroom photo for the floor plan (same place in the listing, its caption "Floor plan"). */
async function withFloorPlan(worker: Worker, siteUrl: string): Promise<string> {
  const plan = new URL('/static/floor-plan.svg', siteUrl).href;
  // The listing reader's pick (the one with the page's captions) replaces the click's own after a moment.
  const captions = () => worker.evaluate(async () => Object.keys(((await chrome.storage.session.get('recentPicks')) as { recentPicks?: StoredPick[] }).recentPicks?.[0]?.photo.listing.photoCaptions ?? {}).length);
  await expect.poll(captions).toBe(6);
  await worker.evaluate(async (floorPlan) => {
    const { recentPicks } = (await chrome.storage.session.get('recentPicks')) as { recentPicks: StoredPick[] };
    const listing = recentPicks[0]?.photo.listing;
    const bathroom = listing?.photoUrls.find((url) => url.endsWith('/bathroom.jpg'));
    if (!listing || !bathroom) throw new Error('no bathroom photo in the pick');
    listing.photoUrls = listing.photoUrls.map((url) => (url === bathroom ? floorPlan : url));
    const captions = Object.entries(listing.photoCaptions ?? {}).filter(([url]) => url !== bathroom);
    listing.photoCaptions = { ...Object.fromEntries(captions), [floorPlan]: 'Floor plan' };
    // A pick of its own: the reloaded panel shows it rather than the listing it kept from the click.
    if (recentPicks[0]) recentPicks[0].id = 'floor-plan-pick';
    await chrome.storage.session.set({ recentPicks });
  }, plan);
  return plan;
}

async function openOnDemoListing(page: Page, panel: Page, extensionId: string, siteUrl: string, emulatorBase: string): Promise<void> {
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect.poll(async () => ((await sendFromPage(panel, 'getKeyStatus', {})) as { data?: { set?: boolean } }).data?.set).toBe(true);
  expect(await sendFromPage(panel, 'saveConnection', { apiBase: emulatorBase, confirmOrigin: new URL(emulatorBase).origin })).toMatchObject({ ok: true });
  await page.goto(siteUrl);
  await expect.poll(() => page.locator('.gallery img[data-reimagine]').count(), { timeout: 15_000 }).toBe(6);
  const first = page.locator('.gallery img').first();
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  await photoButton(page.locator('reimagine-photo-button').first()).click();
}

interface ListedJob {
  photo: { url: string };
  request: { operation: string; params: Record<string, unknown> };
  state: string;
}

test('a look applied to a six-photo listing: each photo its operation, the floor plan none; contact sheet and export', async () => {
  test.setTimeout(120_000);
  const emulator = await startEmulator({ port: 0 });
  const site = await startDemoSite(0);
  const { context, close } = await launchWithExtension(DEMO_DIR);
  try {
    const worker = await serviceWorkerOf(context);
    const extensionId = new URL(worker.url()).host;
    const panel = await context.newPage();
    await panel.setViewportSize({ width: 420, height: 900 });
    await openOnDemoListing(await context.newPage(), panel, extensionId, site.url, emulator.baseUrl);
    const floorPlan = await withFloorPlan(worker, site.url);
    await panel.reload();
    const look = panel.getByRole('region', { name: 'This listing’s look' });

    // The look, chosen once: an interior style proposes the exterior and staging styles.
    await look.getByRole('button', { name: 'Edit the look' }).click();
    const interior = look.getByRole('radiogroup', { name: 'Interior style' }).getByRole('radio');
    await interior.first().check();
    const interiorStyle = await interior.first().getAttribute('value');
    const exteriorStyle = await look.getByRole('radiogroup', { name: 'Exterior style' }).getByRole('radio', { checked: true }).getAttribute('value');
    const stagingStyle = await look.getByRole('radiogroup', { name: 'Staging style for empty rooms' }).getByRole('radio', { checked: true }).getAttribute('value');
    expect(exteriorStyle).toBeTruthy();
    expect(stagingStyle).toBeTruthy();
    await look.getByRole('button', { name: 'Done' }).click();
    // For a person to look at: the look card and the roles in the strip, light and dark.
    await look.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: path.resolve('test-results/screens/look-card.png') });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.resolve('test-results/screens/look-card-dark.png') });
    await panel.emulateMedia({ colorScheme: 'light' });

    // Roles from the page, under each photo of the strip; one tap changes one.
    const urls = (await sendFromPage(panel, 'getPickedPhoto', {}) as { data: { photo: { listing: { photoUrls: string[] } } } }).data.photo.listing.photoUrls;
    const roleOf = (url: string) => panel.getByRole('combobox', { name: `Role of photo ${urls.indexOf(url) + 1}` });
    const byFile = (file: string) => urls.find((url) => url.endsWith(file)) ?? '';
    await expect(roleOf(floorPlan)).toHaveValue('skip:floor_plan');
    await expect(roleOf(byFile('exterior.jpg'))).toHaveValue('exterior');
    await expect(roleOf(byFile('empty-room.jpg'))).toHaveValue('empty:living_room');
    await expect(roleOf(byFile('kitchen.jpg'))).toHaveValue('room:kitchen');
    await roleOf(byFile('living-room.jpg')).selectOption('room:dining_room');

    // One confirmed pass: credits of each kind before the click.
    await look.getByRole('button', { name: 'Apply the look to 5 photos' }).click();
    const confirm = look.getByRole('alertdialog');
    await expect(confirm).toContainText('1 photo is not a room: skipped.');
    await expect(confirm).toContainText('This spends 4 renovation credits and 1 staging credit.');
    await confirm.getByRole('button', { name: 'Queue 5 renders' }).click();

    const sheet = panel.getByRole('region', { name: 'Contact sheet' });
    await expect(sheet.getByRole('status')).toHaveText('5 of 5 done', { timeout: 60_000 });

    // Each photo got what its role calls for; the floor plan nothing.
    const jobs = ((await sendFromPage(panel, 'listJobs', {})) as { data: { jobs: ListedJob[] } }).data.jobs.filter((job) => urls.includes(job.photo.url));
    const of = (url: string) => jobs.filter((job) => job.photo.url === url).map((job) => job.request);
    expect(of(floorPlan)).toEqual([]);
    expect(of(byFile('exterior.jpg'))).toEqual([{ operation: 'renovate', params: expect.objectContaining({ style_id: exteriorStyle }) }]);
    expect(of(byFile('kitchen.jpg'))).toEqual([{ operation: 'renovate', params: expect.objectContaining({ style_id: interiorStyle }) }]);
    expect(of(byFile('living-room.jpg'))).toEqual([{ operation: 'renovate', params: expect.objectContaining({ style_id: interiorStyle }) }]);
    expect(of(byFile('bedroom.jpg'))).toEqual([{ operation: 'renovate', params: expect.objectContaining({ style_id: interiorStyle }) }]);
    expect(of(byFile('empty-room.jpg'))).toEqual([{ operation: 'stage', params: expect.objectContaining({ room_type: 'living_room', style: stagingStyle }) }]);

    // The contact sheet: five before/after pairs; the bedroom dropped; the export takes the four others.
    const cells = sheet.getByRole('list').first().getByRole('listitem');
    await expect(cells).toHaveCount(5);
    await expect(sheet.getByRole('img', { name: 'After' })).toHaveCount(5);
    await sheet.getByRole('listitem', { name: /Bedroom/ }).getByRole('button', { name: 'Drop' }).click();
    await sheet.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: path.resolve('test-results/screens/contact-sheet.png') });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: path.resolve('test-results/screens/contact-sheet-dark.png') });
    await panel.emulateMedia({ colorScheme: 'light' });
    await sheet.getByRole('button', { name: 'Export the 4 kept photos' }).click();
    const dialog = panel.getByRole('dialog', { name: 'Export listing' });
    const [download] = await Promise.all([panel.waitForEvent('download'), dialog.getByRole('button', { name: 'Download ZIP (4 photos)' }).click()]);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const manifestName = Object.keys(files).find((name) => name.endsWith('/manifest.json')) ?? '';
    const manifest = JSON.parse(strFromU8(files[manifestName] ?? new Uint8Array())) as { files: unknown[]; look: { roles: Record<string, { role: unknown; source: string }>; choices: Record<string, string> } };
    expect(manifest.files).toHaveLength(4);
    expect(manifest.look.roles[floorPlan]).toEqual({ role: { kind: 'skip', what: 'floor_plan' }, source: 'page' });
    expect(manifest.look.roles[byFile('living-room.jpg')]).toEqual({ role: { kind: 'room', room: 'dining_room' }, source: 'manual' });
    expect(manifest.look.choices).toEqual({ [`renovate ${byFile('bedroom.jpg')}`]: 'drop' });
  } finally {
    await close();
    await site.close();
    await emulator.close();
  }
});
