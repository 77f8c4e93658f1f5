/**
 * The realtor's path through the demo build, one step at a time, driven by Playwright the way
 * test/e2e does (the side panel opened as a tab: no automation can reach the real panel). Each
 * step says what it saw, in a sentence for report.md, and saves its screenshot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { formatMs, type StepOutcome } from './report';
import { photoButton } from '../../test/e2e/chromium/photo-button';
import { CHANNEL } from '../../lib/protocol-names';

/** The pages the walk has open, filled in as it goes. */
export interface WalkState {
  readonly context: BrowserContext;
  readonly outDir: string;
  readonly siteUrl: string;
  readonly emulatorBaseUrl: string;
  extensionId?: string;
  listing?: Page;
  panel?: Page;
}

const PANEL = { width: 420, height: 900 };
const PAGE = { width: 1100, height: 800 };
/** A render against the emulator takes well under a second; the margin is for a busy machine. */
const RENDER_TIMEOUT = 45_000;

/** Saves a screenshot of `page` as `name` in the output and answers the file name. */
async function shoot(state: WalkState, page: Page, name: string): Promise<string> {
  await page.screenshot({ path: path.join(state.outDir, name), animations: 'disabled' });
  return name;
}

/**
 * Fails the step when `what` (a dialog, a menu) is not wholly on screen: a clipped dialog (the
 * export dialog once ran off a 420 px panel's left edge, its Close out of reach) must not pass for
 * a good screenshot. Checked before the screenshot is taken.
 */
export async function expectOnScreen(page: Page, target: Locator, what: string): Promise<void> {
  const box = await target.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) throw new Error(`${what} is not on screen`);
  const [right, bottom] = [box.x + box.width, box.y + box.height];
  if (box.x < -0.5 || box.y < -0.5 || right > view.width + 0.5 || bottom > view.height + 0.5) {
    throw new Error(`${what} is clipped: it spans ${Math.round(box.x)}..${Math.round(right)} × ${Math.round(box.y)}..${Math.round(bottom)} in a ${view.width}×${view.height} panel`);
  }
}

/** Sends one protocol message from an extension page, as the side panel does. */
function send(page: Page, name: string, payload: unknown): Promise<unknown> {
  return page.evaluate(([c, n, p]) => chrome.runtime.sendMessage({ channel: c, name: n, payload: p }), [CHANNEL, name, payload] as const);
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not open (an earlier step failed)`);
  return value;
}

/** Polls `read` until `done` says yes, or fails after `ms`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Step 1: the extension installed, its key there, bound to the emulator the demo started. */
export async function extensionReady(state: WalkState): Promise<StepOutcome> {
  const worker = state.context.serviceWorkers()[0] ?? (await state.context.waitForEvent('serviceworker', { timeout: 30_000 }));
  state.extensionId = new URL(worker.url()).host;
  const page = await state.context.newPage();
  await page.goto(`chrome-extension://${state.extensionId}/options.html`);
  // The demo build seeds the emulator's key at install, bound to 127.0.0.1:8787.
  await until(() => send(page, 'getKeyStatus', {}) as Promise<{ data?: { set?: boolean } }>, (r) => r.data?.set === true, 15_000, 'the seeded key');
  const connection = (await send(page, 'getConnection', {})) as { data?: { apiBase?: string } };
  let moved = '';
  if (connection.data?.apiBase !== state.emulatorBaseUrl) {
    // The emulator had to take another port: point the build there, confirming the new origin as a user would.
    const reply = (await send(page, 'saveConnection', { apiBase: state.emulatorBaseUrl, confirmOrigin: new URL(state.emulatorBaseUrl).origin })) as { ok: boolean };
    if (!reply.ok) throw new Error(`could not point the extension at ${state.emulatorBaseUrl}`);
    moved = ` (moved from ${connection.data?.apiBase ?? 'its default'}, since that port was taken)`;
  }
  await page.close();
  return { seen: `extension ${state.extensionId} installed; its key dev-key is bound to ${state.emulatorBaseUrl}${moved}` };
}

/** Step 2: the demo listing, every listing photo with its badge and nothing else. */
export async function listingBadges(state: WalkState): Promise<StepOutcome> {
  const listing = await state.context.newPage();
  state.listing = listing;
  await listing.setViewportSize(PAGE);
  await listing.goto(state.siteUrl);
  await listing.locator('img[data-reimagine]').first().waitFor({ timeout: 20_000 });
  // Photos are found as they load: wait until the count settles.
  let count = -1;
  await until(
    async () => {
      const before = count;
      count = await listing.locator('img[data-reimagine]').count();
      return before === count;
    },
    (settled) => settled,
    10_000,
    'the badges to settle',
  );
  const others = await listing.locator('img:not([data-reimagine])').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt || '(no alt)'));
  await listing.locator('img[data-reimagine]').first().hover();
  const shot = await shoot(state, listing, '01-listing.png');
  return { seen: `${count} listing photos got a Reimagine badge; ${others.length > 0 ? `no badge on ${others.join(', ')}` : 'no other image on the page'}`, files: [shot] };
}

/** The listing photo whose alt matches `alt`, else the `fallback`-th one (the demo photos may change). */
async function photoOn(listing: Page, alt: RegExp, fallback: number): Promise<Locator> {
  const byAlt = listing.locator('img[data-reimagine]').and(listing.getByAltText(alt));
  return (await byAlt.count()) > 0 ? byAlt.first() : listing.locator('img[data-reimagine]').nth(fallback);
}

/** Clicks a listing photo's Reimagine button as a user would (a trusted key press on the focused button) and answers the photo's URL. */
async function pickPhoto(listing: Page, photo: Locator): Promise<{ url: string; alt: string }> {
  await photo.scrollIntoViewIfNeeded();
  await photo.hover();
  const url = (await photo.getAttribute('data-reimagine')) ?? '';
  const alt = (await photo.getAttribute('alt')) ?? 'the photo';
  // The button host sits right after its photo; it is built once the photo nears the viewport.
  const button = photoButton(photo.locator('xpath=following-sibling::reimagine-photo-button[1]'));
  // Tab onto it: the button's shadow root is closed, and Enter counts only after a user's Tab.
  await button.focus();
  await listing.keyboard.press('Enter');
  return { url, alt };
}

/** Waits until the panel shows `url` as the chosen photo. */
async function panelShows(panel: Page, url: string): Promise<void> {
  await until(() => send(panel, 'getPickedPhoto', {}) as Promise<{ data?: { photo?: { url?: string } } }>, (r) => r.data?.photo?.url === url, 15_000, 'the panel to show the photo');
  await panel.locator(`img[src="${url}"]`).first().waitFor({ timeout: 15_000 });
}

/** Step 3: a photo picked with its button; the side panel shows it, its listing, the styles. */
export async function pickFromListing(state: WalkState): Promise<StepOutcome> {
  const listing = need(state.listing, 'the listing');
  const { url, alt } = await pickPhoto(listing, await photoOn(listing, /kitchen/i, 0));
  const panel = await state.context.newPage();
  state.panel = panel;
  await panel.setViewportSize(PANEL);
  await panel.goto(`chrome-extension://${need(state.extensionId, 'the extension')}/sidepanel.html`);
  await panelShows(panel, url);
  await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first().waitFor({ timeout: 15_000 });
  const heading = (await panel.locator('header').first().innerText()).split('\n').find(Boolean) ?? 'its listing';
  return { seen: `picked “${alt}”; the panel shows it large under the listing “${heading}”, with the style cards and Renovate at the bottom`, files: [await shoot(state, panel, '02-panel.png')] };
}

/** Presses the goal's button and waits for the result's Before/After; answers the render's time. */
async function renderAndWait(panel: Page, button: string): Promise<number> {
  const start = performance.now();
  await panel.getByRole('button', { name: button, exact: true }).click();
  await panel.getByRole('img', { name: 'After' }).first().waitFor({ state: 'visible', timeout: RENDER_TIMEOUT });
  await panel.getByRole('img', { name: 'After' }).first().evaluate((img) => (img as HTMLImageElement).decode().catch(() => undefined));
  return performance.now() - start;
}

/** The accessible name of a checked radio's card, for the report. */
async function radioName(radio: Locator): Promise<string> {
  return radio.evaluate((el) => (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.innerText ?? '').split('\n')[0]?.trim() ?? '');
}

/** Step 4: a renovation, compared with the slider and side by side. */
export async function renovate(state: WalkState): Promise<StepOutcome> {
  const panel = need(state.panel, 'the panel');
  const style = panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first();
  await style.check();
  const name = await radioName(style);
  const took = await renderAndWait(panel, 'Renovate');
  const slider = await shoot(state, panel, '03-renovation-slider.png');
  await panel.getByRole('button', { name: 'Side by side' }).first().click();
  await panel.getByRole('img', { name: 'Before' }).first().waitFor();
  const side = await shoot(state, panel, '04-renovation-side-by-side.png');
  await panel.getByRole('button', { name: 'Slider' }).first().click();
  return { seen: `Renovate${name ? ` in “${name}”` : ''}: the result in ${formatMs(took)}, shown in place of the photo as Before/After with a slider, then side by side`, files: [slider, side] };
}

/**
 * Step 5: the fixture check (#30). The emulator is told to move a window in its next render (its
 * `alter` fault, as a generative model sometimes does); the same photo renovated in the next style
 * comes back flagged under the comparison, the moved window outlined, the rule named.
 */
export async function fixtureCheck(state: WalkState): Promise<StepOutcome> {
  const panel = need(state.panel, 'the panel');
  const faults = new URL('/__emulator/faults', state.emulatorBaseUrl).href;
  const armed = await fetch(faults, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/renovate', alter: 'window-moved' }) });
  if (!armed.ok) throw new Error(`the emulator refused the window-moved fault (${armed.status})`);
  const style = panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').nth(1);
  await style.check();
  const start = performance.now();
  // With a result shown, the button names its cost too ("Renovate · 1 credit").
  await panel.getByRole('button', { name: /^Renovate(?: · |$)/ }).click();
  const flagged = panel.locator('.fixture-notice[data-flagged="true"]').first();
  await flagged.waitFor({ timeout: RENDER_TIMEOUT });
  const took = performance.now() - start;
  const outlines = await panel.locator('.compare__fixture-outline').count();
  if (outlines === 0) throw new Error('the flagged result has no outlined region');
  await flagged.scrollIntoViewIfNeeded();
  const sentence = (await flagged.locator('p').first().innerText()).trim();
  return { seen: `a render in “${await radioName(style)}” that moved a window is flagged ${formatMs(took)} after the click: “${sentence}”, ${outlines} region${outlines === 1 ? '' : 's'} outlined; Export listing holds it until it is confirmed`, files: [await shoot(state, panel, '05-fixture-check.png')] };
}

/** Step 6: the empty room picked on the listing and staged, compared with the room as it was. */
export async function stage(state: WalkState): Promise<StepOutcome> {
  const listing = need(state.listing, 'the listing');
  const panel = need(state.panel, 'the panel');
  await listing.bringToFront();
  const { url, alt } = await pickPhoto(listing, await photoOn(listing, /empty/i, 1));
  await panel.bringToFront();
  await panel.reload();
  await panelShows(panel, url);
  await panel.getByRole('tab', { name: 'Stage' }).click();
  const room = panel.getByRole('radiogroup', { name: 'Room type' }).getByRole('radio').first();
  const style = panel.getByRole('radiogroup', { name: 'Staging style' }).getByRole('radio').first();
  await room.check();
  await style.check();
  const took = await renderAndWait(panel, 'Stage');
  // The project's "n of 20 variations left", when the panel shows it (it may sit below the fold).
  const status = panel.getByRole('region', { name: 'Staging project' }).getByRole('status');
  const project = (await status.count()) > 0 ? await status.first().innerText({ timeout: 2_000 }).catch(() => '') : '';
  return {
    seen: `picked “${alt}”, staged it as ${await radioName(room)}, ${await radioName(style)}: the result in ${formatMs(took)}, Before/After in place${project ? `; the staging project: ${project}` : ''}`,
    files: [await shoot(state, panel, '06-staging.png')],
  };
}

/** Step 7: the results in History, grouped under the listing. */
export async function history(state: WalkState): Promise<StepOutcome> {
  const panel = need(state.panel, 'the panel');
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  const region = panel.getByRole('region', { name: 'History' });
  const entries = region.getByRole('button', { name: /^Open .* from / });
  await until(() => entries.count(), (n) => n >= 3, 15_000, 'three results in History');
  const shot = await shoot(state, panel, '07-history.png');
  const count = await entries.count();
  await panel.getByRole('button', { name: 'Back to listing' }).first().click();
  return { seen: `History lists ${count} results under the listing`, files: [shot] };
}

/** Step 8: *Export listing* at MLS size, the ZIP saved and listed. */
export async function exportZip(state: WalkState): Promise<StepOutcome> {
  const panel = need(state.panel, 'the panel');
  await panel.getByRole('button', { name: 'Export listing' }).first().click();
  const dialog = panel.getByRole('dialog', { name: 'Export listing' });
  await dialog.getByRole('checkbox').first().waitFor();
  const mls = dialog.getByRole('radio', { name: /^MLS/ });
  if ((await mls.count()) > 0) await mls.first().check();
  await expectOnScreen(panel, dialog, 'the Export listing dialog');
  // The render the fixture check flagged stays unticked (its box disabled) until it is confirmed.
  await until(() => dialog.getByRole('checkbox', { disabled: true }).count(), (n) => n >= 1, 15_000, 'the flagged result to be held');
  const held = await dialog.getByRole('checkbox', { disabled: true }).count();
  const shot = await shoot(state, panel, '08-export.png');
  const [download] = await Promise.all([panel.waitForEvent('download', { timeout: RENDER_TIMEOUT }), dialog.getByRole('button', { name: /^Download ZIP/ }).click()]);
  const zipName = download.suggestedFilename();
  await download.saveAs(path.join(state.outDir, zipName));
  const names = Object.keys(unzipSync(new Uint8Array(readFileSync(path.join(state.outDir, zipName)))));
  const kinds = names.map((n) => path.basename(n)).slice(0, 12);
  return { seen: `${zipName}: ${names.length} files (${kinds.join(', ')}${names.length > kinds.length ? ', …' : ''}); ${held} flagged result${held === 1 ? '' : 's'} held back until confirmed`, files: [shot, zipName] };
}
