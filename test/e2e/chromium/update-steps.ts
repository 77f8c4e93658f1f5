import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { EmulatorHandle } from '../../../emulator/server';
import { expect } from './extension';
import { openExtensionPage, sendFromPage } from './helpers';
import { renderFirstPhoto } from './zillow';

/**
 * The steps of the update test (update.spec.ts) that a user takes in the previous release, and the
 * update itself: the extension's folder overwritten with the new build and reloaded, as Chrome
 * does when it installs an update into the same profile.
 */

/** Where the test's extension lives: one fixed folder, so its id (derived from the path) stays the same across the update. */
export const UPDATE_EXTENSION_DIR = path.resolve('test-results/update/extension');

/** The browser profile the update happens in. */
export const UPDATE_PROFILE_DIR = path.resolve('test-results/update/profile');

/** A product of the catalog, as the options page's form takes it. */
export const PRODUCT = { sku: 'OAK-UPD-1', name: 'Update oak', texture: 'https://textures.example.com/update-oak.jpg' } as const;

/** A texture the catalog's thumbnail loads; here a small SVG. */
const TEXTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#a07850"/></svg>';

/** A job as the background lists it (`listJobs`), the fields the test reads. */
export interface JobView {
  readonly id: string;
  readonly state: string;
  readonly request: { readonly params: Record<string, unknown> };
  readonly result?: { readonly historyId: string };
}

/** A history entry (`getHistory`), the fields the test reads. */
export interface EntryView {
  readonly id: string;
  readonly operation: string;
  readonly resultUrl?: string;
  readonly hasLocalCopy: boolean;
  readonly params: Record<string, unknown>;
}

/** Sends a message from an extension page and answers its data, failing on `ok: false`. */
export async function call<T>(page: Page, name: string, payload: unknown = {}): Promise<T> {
  const reply = (await sendFromPage(page, name, payload)) as { ok: true; data: T } | { ok: false; code: string; message: string };
  if (!reply.ok) throw new Error(`${name} failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

export const jobsOf = async (page: Page): Promise<JobView[]> => (await call<{ jobs: JobView[] }>(page, 'listJobs', { limit: 100 })).jobs;
export const historyOf = async (page: Page): Promise<EntryView[]> => (await call<{ entries: EntryView[] }>(page, 'getHistory', {})).entries;

/** Puts a build into the test's extension folder, replacing whatever was there (an update replaces the whole version). */
export async function installBuild(build: string): Promise<string> {
  await rm(UPDATE_EXTENSION_DIR, { recursive: true, force: true });
  await mkdir(path.dirname(UPDATE_EXTENSION_DIR), { recursive: true });
  await cp(build, UPDATE_EXTENSION_DIR, { recursive: true });
  return UPDATE_EXTENSION_DIR;
}

/**
 * The update: the new build's files over the old ones in the same folder, then
 * `runtime.reload()`, which makes Chrome read the unpacked extension from disk again and fire
 * `runtime.onInstalled` with reason `update`. Answers the new version's worker.
 */
export async function updateInPlace(context: BrowserContext, oldWorker: Worker, build: string): Promise<Worker> {
  const next = context.waitForEvent('serviceworker', { predicate: (w) => w !== oldWorker && w.url().startsWith('chrome-extension://'), timeout: 20_000 });
  await installBuild(build);
  // The worker ends inside the call: its evaluation never answers, so it is not awaited.
  oldWorker.evaluate(() => chrome.runtime.reload()).catch(() => undefined);
  return next;
}

/** Renders the panel's photo in the style at `index` of the Style choices (Renovate pressed like a user). */
export async function renovateInStyle(panel: Page, index: number): Promise<string> {
  const style = panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').nth(index);
  await style.check();
  const styleId = (await style.getAttribute('value')) ?? '';
  expect(styleId).not.toBe('');
  // "Renovate", or "Renovate · 1 credit" once the photo shows a result (this build names the price).
  await panel.getByRole('button', { name: /^Renovate( · |$)/ }).click();
  return styleId;
}

/** The staging project region of the panel. */
export const projectRegion = (panel: Page) => panel.getByRole('region', { name: 'Staging project' });

/** Stages the panel's photo once (Living room, Modern): the photo's staging project with one variation. */
export async function stageOnce(panel: Page): Promise<void> {
  await panel.getByRole('tab', { name: 'Stage' }).click();
  await panel.getByRole('radiogroup', { name: 'Room type' }).getByRole('radio', { name: 'Living room' }).check();
  await panel.getByRole('radiogroup', { name: 'Staging style' }).getByRole('radio', { name: 'Modern' }).check();
  await panel.getByRole('button', { name: /^Stage( · |$)/ }).click();
  await expect(projectRegion(panel).getByText('1 variation', { exact: true })).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('tab', { name: 'Renovate' }).click();
}

/**
 * On the options page, as a user: one render at a time, buttons on hover only, the renovation
 * label off (confirmed), labels in German, and a product in the catalog.
 */
export async function changeOptions(context: BrowserContext, extensionId: string): Promise<void> {
  await context.route('https://textures.example.com/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: TEXTURE }));
  const options = await openExtensionPage(context, extensionId, 'options.html');
  await options.getByLabel('Renders at once').selectOption('1');
  await options.getByRole('radio', { name: 'On hover only' }).check();
  // Turning a label off asks first: the box stays ticked until the user confirms.
  await options.getByRole('checkbox', { name: 'Label renovated photos “Digitally altered”' }).click();
  await options.getByRole('button', { name: 'Turn off “Digitally altered”' }).click();
  await options.getByLabel('Label language').selectOption('de');
  await expect
    .poll(() => call(options, 'getSettings'))
    .toMatchObject({ concurrency: 1, buttonVisibility: 'hover', disclosure: { renovation: false, staging: true }, labelLanguage: 'de' });

  const form = options.getByRole('form', { name: 'New product' });
  await form.getByLabel(/^SKU/).fill(PRODUCT.sku);
  await form.getByLabel(/Product name/).fill(PRODUCT.name);
  await form.getByLabel(/Texture image URL/).fill(PRODUCT.texture);
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(options.getByRole('button', { name: `Remove ${PRODUCT.name} (${PRODUCT.sku}) from the catalog` })).toBeVisible();
  await options.close();
}

/** A call the emulator received (`status` null while it is held). */
export interface RequestView {
  readonly method: string;
  readonly path: string;
  readonly status: number | null;
}

/** The POST calls the emulator received, oldest first. */
export async function renderRequests(emulator: EmulatorHandle): Promise<RequestView[]> {
  const body = (await (await fetch(`${emulator.url}/__emulator/requests`)).json()) as { requests: RequestView[] };
  return body.requests.filter((r) => r.method === 'POST');
}

/**
 * The render calls that could render: the emulator refuses a photo's address it cannot download
 * (400), and the extension then sends the uploaded bytes; a new worker forgets the refusal (memory
 * only, lib/acquisition/url-refusals.ts) and tries the address once more.
 */
export const renderCalls = (requests: readonly RequestView[]): RequestView[] => requests.filter((r) => r.path === '/renovate' && r.status !== 400);

/**
 * Leaves two renders unfinished, as an update can find them: one in flight (the emulator holds
 * its answer for two minutes) and, behind it (one render at a time), one queued. Answers their
 * job ids and the queued one's style.
 */
export async function leaveRendersUnfinished(panel: Page, emulator: EmulatorHandle): Promise<{ inFlight: string; queued: string; queuedStyle: string }> {
  const delay = await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/renovate', method: 'POST', delay_ms: 120_000 }),
  });
  expect(delay.status).toBe(201);
  const before = renderCalls(await renderRequests(emulator)).length;
  await renovateInStyle(panel, 2);
  await expect.poll(async () => (await jobsOf(panel)).filter((j) => j.state === 'running')).toHaveLength(1);
  // The call reached the service (held there): the update cuts off a render in flight.
  await expect.poll(async () => renderCalls(await renderRequests(emulator)).length).toBe(before + 1);
  const queuedStyle = await renovateInStyle(panel, 3);
  await expect.poll(async () => (await jobsOf(panel)).filter((j) => j.state === 'queued')).toHaveLength(1);
  const jobs = await jobsOf(panel);
  const inFlight = jobs.find((j) => j.state === 'running')?.id ?? '';
  const queued = jobs.find((j) => j.state === 'queued')?.id ?? '';
  expect(jobs.find((j) => j.id === queued)?.request.params.style_id).toBe(queuedStyle);
  return { inFlight, queued, queuedStyle };
}

/** What the user had just before the update. */
export interface Before {
  readonly entries: EntryView[];
  readonly inFlight: string;
  readonly queued: string;
  readonly queuedStyle: string;
  /** Uploads and render calls the service had received. */
  readonly uploads: number;
  readonly renders: number;
}

/** Everything a user of the previous release sets up, in that release. */
export async function useThePreviousRelease(context: BrowserContext, extensionId: string, emulator: EmulatorHandle): Promise<Before> {
  // A fresh install: the install handler opens the onboarding tab (the update must not).
  await expect.poll(() => context.pages().some((p) => p.url().endsWith('/onboarding.html'))).toBe(true);
  const { panel } = await renderFirstPhoto(context, extensionId);
  await renovateInStyle(panel, 1);
  await expect.poll(async () => (await historyOf(panel)).filter((e) => e.operation === 'renovate').length, { timeout: 30_000 }).toBe(2);
  await stageOnce(panel);
  await changeOptions(context, extensionId);
  const entries = await historyOf(panel);
  expect(entries.every((e) => e.hasLocalCopy && e.resultUrl)).toBe(true);
  const unfinished = await leaveRendersUnfinished(panel, emulator);
  const requests = await renderRequests(emulator);
  return { entries, ...unfinished, uploads: requests.filter((r) => r.path === '/assets/upload').length, renders: renderCalls(requests).length };
}
