import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { EmulatorHandle } from '../../../emulator/server';
import { buildPreviousRelease, type PreviousBuild } from '../../../scripts/release/build-previous';
import { EXTENSION_DIR, expect, launchInDeveloperProfile, serviceWorkerOf, test } from './extension';
import { openExtensionPage } from './helpers';
import { catchNextInstalledEvent, installedDetails } from './installed-event';
import { roomPhoto, zillowWithEmulator } from './zillow';
import {
  call,
  historyOf,
  installBuild,
  jobsOf,
  PRODUCT,
  projectRegion,
  renderCalls,
  renderRequests,
  UPDATE_PROFILE_DIR,
  updateInPlace,
  useThePreviousRelease,
  type Before,
  type EntryView,
} from './update-steps';

/**
 * Issue #24, "updates lose nothing": a user of the previous release (scripts/release/previous.json,
 * built once and cached by scripts/release/build-previous.ts) sets up the extension against the
 * emulator: a key and base, settings, a catalog product, two renders, a staging project, and a
 * render in flight with another queued behind it. The same profile is then updated in place to
 * this build (.output/chrome-mv3), and everything is checked through the pages: history shown from
 * its local copies (the hosted files gone), the key working untyped, settings, catalog, the
 * project's gallery, the queued render rendered and the one cut off still there to retry.
 */

/** The version this checkout releases: what the current build must say. */
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

let previous: PreviousBuild;

test.beforeAll(async () => {
  // The first run builds the previous release in a worktree (about 15 s); later runs find it cached.
  test.setTimeout(600_000);
  previous = await buildPreviousRelease();
});

/** Deletes the emulator's hosted files of these results: from now on only the local copies can show them. */
async function deleteHostedFiles(emulator: EmulatorHandle, entries: readonly EntryView[]): Promise<void> {
  for (const entry of entries) {
    const id = /\/files\/(img_[0-9a-f]{16})\.jpg$/.exec(entry.resultUrl ?? '')?.[1];
    expect(id, `hosted file of ${entry.resultUrl}`).toBeDefined();
    await rm(path.join(emulator.dataDir, 'files', `${id}.jpg`));
    expect((await fetch(entry.resultUrl ?? '')).status).toBe(404);
  }
}

/** The background's records after the update: the queued render done with the stored key, the one in flight interrupted, every result kept. */
async function checkRecords(panel: Page, emulator: EmulatorHandle, before: Before): Promise<void> {
  await expect.poll(async () => (await jobsOf(panel)).find((j) => j.id === before.queued)?.state, { timeout: 30_000 }).toBe('done');
  const jobs = await jobsOf(panel);
  expect(jobs.find((j) => j.id === before.inFlight)?.state).toBe('interrupted');
  // The queued render's local copy is attached after its job is done (lib/queue/runner.ts): waited for.
  const queuedHistoryId = jobs.find((j) => j.id === before.queued)?.result?.historyId;
  await expect.poll(async () => (await historyOf(panel)).find((e) => e.id === queuedHistoryId)?.hasLocalCopy, { timeout: 15_000 }).toBe(true);
  const after = await historyOf(panel);
  const queuedEntry = after.find((e) => e.id === jobs.find((j) => j.id === before.queued)?.result?.historyId);
  expect(queuedEntry).toMatchObject({ operation: 'renovate', hasLocalCopy: true, params: { style_id: before.queuedStyle } });
  expect(after).toHaveLength(before.entries.length + 1);
  for (const entry of before.entries) expect(after.find((e) => e.id === entry.id)).toMatchObject({ hasLocalCopy: true, resultUrl: entry.resultUrl });
  const requests = await renderRequests(emulator);
  // The photo's uploaded asset was kept: the queued render uploaded nothing again.
  expect(requests.filter((r) => r.path === '/assets/upload')).toHaveLength(before.uploads);
  // The render cut off was not sent again on its own (it may have been charged): only the queued one was.
  expect(renderCalls(requests)).toHaveLength(before.renders + 1);
}

/** The History view: every result listed, each thumbnail drawn from its local copy. */
async function checkHistoryView(panel: Page, count: number): Promise<void> {
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  const history = panel.getByRole('region', { name: 'History' });
  const results = history.getByRole('button', { name: /^Open .* from / });
  await expect(results).toHaveCount(count);
  // A thumbnail reads its copy as it nears the view: each is scrolled to, then drawn.
  for (const result of await results.all()) {
    await result.scrollIntoViewIfNeeded();
    const thumb = result.locator('img.thumb');
    await expect(thumb).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
}

/** The staging project, reopened from the History view: its one variation in the gallery. */
async function checkStagingProject(panel: Page): Promise<void> {
  await panel.getByText('Staging projects', { exact: false }).first().click();
  await expect(panel.getByText('1 of 20 variations used · Open')).toBeVisible();
  await panel.getByRole('button', { name: /^Open the staging project of / }).click();
  await expect(projectRegion(panel).getByText('1 variation', { exact: true })).toBeVisible();
  await expect(projectRegion(panel).getByRole('listitem').locator('.staging-variation__text > span:first-child')).toHaveText(['Living room · Modern']);
}

/** The options page shows the key saved, the settings chosen and the catalog's product; the panel offers the product. */
async function checkOptionsAndMaterials(context: BrowserContext, extensionId: string, panel: Page): Promise<void> {
  const options = await openExtensionPage(context, extensionId, 'options.html');
  await expect(options.getByText(/^A key is saved: •+/)).toBeVisible();
  await expect(options.getByLabel('Renders at once')).toHaveValue('1');
  await expect(options.getByRole('radio', { name: 'On hover only' })).toBeChecked();
  await expect(options.getByRole('checkbox', { name: 'Label renovated photos “Digitally altered”' })).not.toBeChecked();
  await expect(options.getByRole('checkbox', { name: 'Label staged photos “Virtually staged”' })).toBeChecked();
  await expect(options.getByLabel('Label language')).toHaveValue('de');
  await expect(options.getByRole('button', { name: `Remove ${PRODUCT.name} (${PRODUCT.sku}) from the catalog` })).toBeVisible();
  await options.close();
  await panel.getByRole('tab', { name: 'Renovate' }).click();
  await panel.locator('summary', { hasText: 'Materials' }).click();
  await expect(panel.getByRole('checkbox', { name: `Floors: ${PRODUCT.name}` })).toBeVisible();
}

test('an update from the previous release keeps history, key, settings, catalog, staging project and the queue', async () => {
  test.setTimeout(120_000);
  expect(VERSION, 'the version this checkout releases').not.toBe(previous.version);
  const context = await launchInDeveloperProfile(UPDATE_PROFILE_DIR, await installBuild(previous.dir));
  let emulator: EmulatorHandle | undefined;
  try {
    const oldWorker = await serviceWorkerOf(context);
    const extensionId = new URL(oldWorker.url()).host;
    expect(await oldWorker.evaluate(() => chrome.runtime.getManifest().version)).toBe(previous.version);
    emulator = await zillowWithEmulator(context, extensionId, await roomPhoto());
    const before = await useThePreviousRelease(context, extensionId, emulator);

    // The update, into the same profile and folder: Chrome tells the new worker it is an update from the previous version.
    const opened: Page[] = [];
    context.on('page', (page) => opened.push(page));
    const catching = await catchNextInstalledEvent(context);
    const worker = await updateInPlace(context, oldWorker, EXTENSION_DIR);
    expect(new URL(worker.url()).host).toBe(extensionId);
    expect(await worker.evaluate(() => chrome.runtime.getManifest().version)).toBe(VERSION);
    await expect.poll(() => installedDetails(worker)).toEqual({ reason: 'update', previousVersion: previous.version });
    await catching.stop();

    const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
    await panel.setViewportSize({ width: 420, height: 900 });
    await checkRecords(panel, emulator, before);
    await deleteHostedFiles(emulator, before.entries);
    await panel.reload();
    // Credits read with the stored key, never typed again.
    await expect(panel.locator('.credits__text')).toContainText('renovation');
    await checkHistoryView(panel, before.entries.length + 1);
    await checkStagingProject(panel);
    await checkOptionsAndMaterials(context, extensionId, panel);

    // The render cut off by the update can be retried.
    const retried = await call<{ job: { id: string } }>(panel, 'retryJob', { jobId: before.inFlight });
    await expect.poll(async () => (await jobsOf(panel)).find((j) => j.id === retried.job.id)?.state, { timeout: 30_000 }).toBe('done');
    // The code's install handler opens the welcome tab; on an update it must not.
    expect(opened.map((p) => p.url()).filter((url) => url.includes('onboarding'))).toEqual([]);
  } finally {
    await context.close();
    await emulator?.close();
    await rm(UPDATE_PROFILE_DIR, { recursive: true, force: true });
  }
});
