import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page, Worker } from '@playwright/test';
import type { EmulatorHandle } from '../../../emulator/server';
import { LOCALES, type Locale } from '../../../lib/i18n/locales';
import { expect, test } from './extension';
import { fitProblems, panelNames, toTop, type PanelNames } from './fit';
import { servePages } from '../../fixtures/sites/serve';
import { connectToEmulator, openExtensionPage, sendFromPage } from './helpers';
import { roomPhoto } from './zillow';
import { CHANNEL } from '../../../lib/protocol-names';

/**
 * Issue #25: every dialog, menu and view of the side panel fits a 420×900 panel and a 360 px one,
 * in each of the six languages, against the emulator: the listing's header (title on its own line,
 * credits, its tools), Export listing, the result's More menu, side by side, the parameters, the
 * four goals, Materials, the staging project, the batch and analysis confirmations, a failure's
 * details, History (its staging projects, Clear all's confirmation, its export dialog) and Assets
 * (a deletion's confirmation). Each lies inside the viewport with its controls uncovered, and the
 * page never scrolls sideways. One browser per language: English (the panel's own) and German
 * (its longest words) at both widths; the other languages at 360 px, the narrower and so the
 * stricter, which keeps CI under its 20 minutes.
 * PANEL_FIT_SHOTS=<folder> also saves each view as checked, light and dark (<locale>-<width>-<view>-<scheme>.png).
 */
const WIDTHS = [420, 360] as const;
/** The widths a language is checked at (see above). */
const widthsFor = (locale: string): readonly number[] => (locale === 'en' || locale === 'de' ? WIDTHS : [360]);
const HEIGHT = 900;
const SHOTS = process.env.PANEL_FIT_SHOTS;

/** One language's panel, its names, and where this pass is. */
interface Run {
  readonly panel: Page;
  readonly names: PanelNames;
  readonly locale: Locale;
  readonly emulator: EmulatorHandle;
  width: number;
}

/** Fails the step with what sticks out, naming the view, the width and the language. */
async function expectFits(run: Run, what: string, root: Locator, whole: boolean): Promise<void> {
  await expect(root).toBeVisible();
  expect(await fitProblems(root, whole), `${what} at ${run.width} px in ${run.locale}`).toEqual([]);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    for (const colorScheme of ['light', 'dark'] as const) {
      await run.panel.emulateMedia({ colorScheme });
      await run.panel.screenshot({ path: path.join(SHOTS, `${run.locale}-${run.width}-${what.replace(/\W+/g, '-')}-${colorScheme}.png`) });
    }
    await run.panel.emulateMedia({ colorScheme: 'light' });
  }
}

/** The number of results history holds (a render is done when it grows). */
async function resultCount(panel: Page): Promise<number> {
  const reply = (await sendFromPage(panel, 'getHistory', {})) as { data?: { entries?: unknown[] } };
  return reply.data?.entries?.length ?? 0;
}

/** Presses the goal's button and waits for its result in history. */
async function render(panel: Page, button: RegExp): Promise<void> {
  const before = await resultCount(panel);
  await panel.getByRole('button', { name: button }).click();
  await expect.poll(() => resultCount(panel), { timeout: 30_000 }).toBeGreaterThan(before);
}

/** A listing with a long address (the header's title wraps) and a handful of photos, served as a Zillow page. */
const LISTING = {
  listingUrl: 'https://www.zillow.com/homedetails/1234-Orchard-Lane-Unit-5B-Springfield-IL-62704/25_zpid/',
  site: 'zillow',
  address: '1234 Orchard Lane, Unit 5B, Springfield, IL 62704',
  price: '$1,250,000',
  photoUrls: Array.from({ length: 6 }, (_, i) => `https://photos.zillowstatic.com/fp/panel-fit-${i}-uncropped_scaled_within_1536_1152.jpg`),
};

/** Serves the listing's page and its photos (before the emulator's route, which must come last to be asked first). */
async function serveListing(context: BrowserContext): Promise<void> {
  await servePages(context, new Map([[LISTING.listingUrl, { html: `<!doctype html><title>${LISTING.address}</title><h1>${LISTING.address}</h1>`, scripts: false }]]));
  const photo = await roomPhoto();
  await context.route('https://photos.zillowstatic.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo }));
}

/**
 * The listing's first photo picked as its button does, without loading a whole saved page: a
 * click in the listing's tab, then `openPhoto` from the tab's content-script world within that
 * click's activation (open-photo-gesture.spec.ts shows the background takes nothing less).
 */
async function pickPhoto(context: BrowserContext, worker: Worker): Promise<void> {
  const page = await context.newPage();
  await page.goto(LISTING.listingUrl);
  await page.click('h1');
  const reply = await worker.evaluate(async ([listing, channel]) => {
    const [tab] = await chrome.tabs.query({ url: listing.listingUrl });
    const [result] = await chrome.scripting.executeScript({
      target: { tabId: tab?.id ?? -1 },
      world: 'ISOLATED',
      args: [listing, channel],
      func: (picked: typeof listing, channel: string) => chrome.runtime.sendMessage({ channel, name: 'openPhoto', payload: { url: picked.photoUrls[0], listing: picked } }),
    });
    return result?.result as unknown;
  }, [LISTING, CHANNEL] as const);
  expect(reply).toEqual({ ok: true, data: { opened: true } });
}

/** The panel (in a tab) with the photo staged: a result, a staging project with its gallery. */
async function preparePanel(context: BrowserContext, worker: Worker, extensionId: string, names: PanelNames): Promise<Page> {
  await pickPhoto(context, worker);
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await panel.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await expect(panel.getByRole('img', { name: names.before, exact: true })).toBeVisible();
  await panel.getByRole('tab', { name: names.goals[1] }).click();
  await panel.getByRole('radiogroup', { name: names.roomType }).getByRole('radio').first().check();
  await panel.getByRole('radiogroup', { name: names.stagingStyle }).getByRole('radio').first().check();
  await render(panel, names.stage);
  // A style chosen: the Renovate goal shows everything it can (the batch, its cost).
  await panel.getByRole('tab', { name: names.goals[0] }).click();
  await panel.getByRole('radiogroup', { name: names.styles }).getByRole('radio').first().check();
  return panel;
}

/** The header (sticky, title on a line of its own) and its tools, at the top of the listing view. */
async function header(run: Run): Promise<void> {
  const { panel } = run;
  await toTop(panel);
  const head = panel.locator('header.panel-header');
  await expectFits(run, 'header', head, true);
  await expectFits(run, 'header tools', panel.locator('.panel-tools__actions'), true);
  const title = await panel.getByRole('heading', { level: 1 }).boundingBox();
  expect(title?.width ?? 0, 'the title has the header’s width').toBeGreaterThan(run.width - 40);
  // Scrolled far down, the title and the credits are still there.
  await panel.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectFits(run, 'header scrolled', head, true);
  expect((await head.boundingBox())?.y, 'the header stays at the top').toBe(0);
  await toTop(panel);
}

async function exportDialog(run: Run): Promise<void> {
  const { panel, names } = run;
  await toTop(panel);
  await panel.getByRole('button', { name: names.exportOpen }).first().click();
  const dialog = panel.getByRole('dialog', { name: names.exportTitle });
  await expectFits(run, 'export dialog', dialog, true);
  await dialog.getByRole('button', { name: names.exportClose }).click();
  await expect(dialog).toBeHidden();
}

/** The result's More menu, by keyboard: it opens on its first item, Escape closes it and gives the focus back. */
async function moreMenu(run: Run): Promise<void> {
  const { panel, names } = run;
  const more = panel.getByRole('button', { name: names.more });
  await more.focus();
  await panel.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = panel.getByRole('menu', { name: names.more });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expectFits(run, 'more menu', menu, true);
  await panel.keyboard.press('End');
  await expect(menu.getByRole('menuitem').last()).toBeFocused();
  await panel.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
}

/** Side by side is two columns: Before left of After, on one row. */
async function sideBySide(run: Run): Promise<void> {
  const { panel, names } = run;
  await panel.getByRole('button', { name: names.side }).click();
  const [before, after] = await Promise.all([panel.locator('.compare__side figure').first().boundingBox(), panel.locator('.compare__side figure').last().boundingBox()]);
  expect(after && before && after.x > before.x + before.width - 1 && Math.abs(after.y - before.y) < 1, `side by side at ${run.width} px`).toBe(true);
  await expectFits(run, 'side by side', panel.getByRole('region', { name: /./ }).filter({ has: panel.locator('.compare__side') }).first(), false);
  await panel.getByRole('button', { name: names.slider }).click();
}

async function parameters(run: Run): Promise<void> {
  const { panel, names } = run;
  const summary = panel.locator('summary', { hasText: names.params });
  await summary.click();
  await summary.scrollIntoViewIfNeeded();
  await expectFits(run, 'parameters', panel.locator('details.params'), false);
  await summary.click();
}

/** The four goals' forms, Materials opened in the first, and the staging project in Stage. */
async function goals(run: Run): Promise<void> {
  const { panel, names } = run;
  for (const goal of names.goals) {
    await panel.getByRole('tab', { name: goal }).click();
    await expectFits(run, `goal ${goal}`, panel.getByRole('tabpanel'), false);
  }
  await panel.getByRole('tab', { name: names.goals[1] }).click();
  await expectFits(run, 'staging project', panel.locator('.staging-project'), false);
  await panel.getByRole('tab', { name: names.goals[0] }).click();
  const materials = panel.locator('summary', { hasText: names.materials });
  await materials.click();
  await expectFits(run, 'materials', panel.locator('details.materials'), false);
  await materials.click();
}

/** An inline confirmation opened by `opener`: it takes the focus, fits, and Cancel closes it. */
async function confirmation(run: Run, what: string, opener: Locator): Promise<void> {
  await opener.click();
  const bar = run.panel.getByRole('alertdialog');
  await expect(bar.getByRole('button', { name: run.names.cancel })).toBeFocused();
  await expectFits(run, what, bar, true);
  await bar.getByRole('button', { name: run.names.cancel }).click();
  await expect(bar).toBeHidden();
}

async function confirmations(run: Run): Promise<void> {
  await confirmation(run, 'batch confirmation', run.panel.getByRole('button', { name: run.names.batch }));
  await confirmation(run, 'analysis confirmation', run.panel.getByRole('button', { name: run.names.analyze }));
}

/** A failed render's explanation, its details open (the failure is made once, with a new style, and stays). */
async function failure(run: Run): Promise<void> {
  const { panel, names, emulator } = run;
  const notice = panel.locator('.stage-failure');
  if ((await notice.count()) === 0) {
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Every try: a refused photo URL is retried as an upload.
      body: JSON.stringify({ path: '/renovate', method: 'POST', status: 400, body: { message: 'panel-fit: an injected refusal, to show its details' }, times: 5 }),
    });
    await panel.getByRole('radiogroup', { name: names.styles }).getByRole('radio').nth(1).check();
    await panel.getByRole('button', { name: names.renovate }).click();
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
  }
  const details = notice.locator('summary', { hasText: names.details });
  await details.click();
  await notice.scrollIntoViewIfNeeded();
  await expectFits(run, 'failure details', notice, true);
  await details.click();
}

/** History: the view, its staging projects, Clear all's confirmation and its listing's export dialog; then back. */
async function history(run: Run): Promise<void> {
  const { panel, names } = run;
  await toTop(panel);
  await panel.getByRole('button', { name: names.history, exact: true }).click();
  const view = panel.getByRole('region', { name: names.history });
  await expectFits(run, 'history', view, false);
  await expectFits(run, 'history header', panel.locator('header.panel-header'), true);
  await view.locator('summary', { hasText: names.stagingProjects }).click();
  await expectFits(run, 'staging projects', view.locator('details.staging-projects'), false);
  await confirmation(run, 'clear history confirmation', view.getByRole('button', { name: names.clearHistory }));
  await toTop(panel);
  await view.getByRole('button', { name: names.exportOpen }).first().click();
  const dialog = panel.getByRole('dialog', { name: names.exportTitle });
  await expectFits(run, 'history export dialog', dialog, true);
  await dialog.getByRole('button', { name: names.exportClose }).click();
  await view.locator('summary', { hasText: names.stagingProjects }).click();
  await panel.getByRole('button', { name: names.back }).click();
}

/** Assets: the view and a deletion's confirmation; then back. */
async function assets(run: Run): Promise<void> {
  const { panel, names } = run;
  await toTop(panel);
  await panel.getByRole('button', { name: names.assets, exact: true }).click();
  const main = panel.getByRole('main');
  await expect(main.getByRole('button', { name: names.deleteAsset }).first()).toBeVisible({ timeout: 15_000 });
  await expectFits(run, 'assets', main, false);
  await confirmation(run, 'asset deletion confirmation', main.getByRole('button', { name: names.deleteAsset }).first());
  await panel.getByRole('button', { name: names.assetsBack }).click();
}

const VIEWS = [header, exportDialog, moreMenu, sideBySide, parameters, goals, confirmations, failure, history, assets] as const;

for (const locale of LOCALES) {
  test.describe(`the panel in ${locale}`, () => {
    // English is Chromium's own (en-US); the others need their locale pack (chromium-l10n).
    test.use({ uiLanguage: locale === 'en' ? undefined : locale, actionTimeout: 15_000 });

    test(`every dialog, menu and view fits ${widthsFor(locale).join(' and ')} px`, async ({ context, worker, extensionId }) => {
      test.setTimeout(120_000);
      const names = await panelNames(locale);
      await serveListing(context);
      const emulator = await connectToEmulator(context, extensionId);
      try {
        const panel = await test.step('prepare', () => preparePanel(context, worker, extensionId, names));
        const run: Run = { panel, names, locale, emulator, width: WIDTHS[0] };
        for (const width of widthsFor(locale)) {
          run.width = width;
          await panel.setViewportSize({ width, height: HEIGHT });
          for (const view of VIEWS) await test.step(`${view.name} at ${width} px`, () => view(run));
        }
      } finally {
        await emulator.close();
      }
    });
  });
}
