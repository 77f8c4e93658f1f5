/**
 * `npm run store:screenshots`: the Chrome Web Store's and AMO's pictures, in each of the six
 * languages, taken from the real product: the demo build in Debian's Chromium started in that
 * language (test/e2e/chromium/extension.ts), the API emulator and the demo listing site, whose
 * page is given that market's words (scripts/store/copy.ts) so the labels, remarks and lookbook
 * come out in the same language as the interface.
 *
 * Per language, in docs/store/screenshots/<locale>/: five 1280x800 screenshots, each a page with
 * the side panel beside it as Chrome shows them (1 the listing's Reimagine buttons and the chosen
 * photo, 2 the renovation form, 3 a renovation before/after, 4 a virtual staging, all beside the
 * listing; 5 the export dialog beside the lookbook that export writes) as JPEG, and the 440x280 promo tile as a 24-bit PNG;
 * none has an alpha channel (both stores refuse one).
 *
 * Needs `npm run build:demo` first. `npm run store:screenshots -- de fr` takes only those languages.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmulator } from '../emulator/server';
import { isLocale, LOCALES, type Locale } from '../lib/i18n/locales';
import { launchWithExtension } from '../test/e2e/chromium/extension';
import { photoButton, type PhotoButton } from '../test/e2e/chromium/photo-button';
import { demoListingHtml } from './demo/listing-page';
import { pickPort } from './demo/ports';
import { startDemoSite } from './demo/site';
import { extensionReady, type WalkState } from './demo/walk-steps';
import { withExportedLookbook } from './lookbook-screen';
import { besidePanel, PAGE_BESIDE_PANEL, PANEL_WIDTH, promoTile, SCREENSHOT } from './store/compose';
import { GUIDANCE, localizeListing, TAGLINE } from './store/copy';
import { uiNames, type UiNames } from './store/words';

const EXTENSION = path.resolve('.output/chrome-mv3-demo');
const OUT = path.resolve('docs/store/screenshots');
/** The demo build's emulator port (lib/config.ts); another free one is used when it is taken. */
const BUILD_EMULATOR_PORT = 8787;
/** A render against the emulator takes well under a second; the margin is for a busy machine. */
const RENDER_TIMEOUT = 45_000;
const PANEL = { width: PANEL_WIDTH, height: SCREENSHOT.height };

/** One language's browser and pages, filled in as the screenshots go. */
interface Session {
  readonly locale: Locale;
  readonly names: UiNames;
  readonly context: BrowserContext;
  readonly dir: string;
  readonly extensionId: string;
  readonly siteUrl: string;
  listing?: Page;
  panel?: Page;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not open`);
  return value;
}

/** A page's picture as it is on screen now. */
function picture(page: Page): Promise<Buffer> {
  return page.screenshot({ animations: 'disabled' });
}

/** A page's and the panel's pictures side by side as the numbered screenshot `name`; logs its size. */
async function compose(session: Session, name: string, page: Buffer, panel: Buffer): Promise<void> {
  const size = await besidePanel(page, panel, path.join(session.dir, name));
  console.log(`  ${session.locale}/${name} ${Math.round(size / 1024)} KB`);
}

/** Page and panel side by side as they are now. */
async function save(session: Session, name: string, page: Page, panel: Page): Promise<void> {
  // The pointer parked off the panel's controls, so no hover state is frozen into the picture.
  await panel.mouse.move(0, 0);
  await compose(session, name, await picture(page), await picture(panel));
}

/** The demo listing in the session's language, every photo with its Reimagine button. */
async function openListing(session: Session): Promise<Page> {
  const listing = await session.context.newPage();
  await listing.setViewportSize(PAGE_BESIDE_PANEL);
  const html = localizeListing(demoListingHtml(), session.locale);
  await listing.route(session.siteUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await listing.goto(session.siteUrl);
  const photos = listing.locator('img[data-reimagine]');
  await photos.first().waitFor({ timeout: 20_000 });
  // Photos are found as they load (the lower ones lazily): wait until each visible one has its button.
  await listing.locator('reimagine-photo-button').nth(1).waitFor({ state: 'attached', timeout: 15_000 });
  return listing;
}

/** The demo photo served as `file`, and its Reimagine button (the host sits right after the photo). */
function photoAndButton(listing: Page, names: UiNames, file: string): { photo: Locator; button: PhotoButton } {
  const photo = listing.locator(`img[data-reimagine][src$="/${file}"]`);
  return { photo, button: photoButton(photo.locator('xpath=following-sibling::reimagine-photo-button[1]'), names.photoButton) };
}

/** Picks a listing photo with its button as a realtor does (a trusted key press) and answers its URL. */
async function pick(session: Session, file: string): Promise<string> {
  const listing = need(session.listing, 'the listing');
  const { photo, button } = photoAndButton(listing, session.names, file);
  await photo.evaluate((img) => img.scrollIntoView({ block: 'center' }));
  await photo.hover();
  await button.focus();
  await listing.keyboard.press('Enter');
  return (await photo.getAttribute('data-reimagine')) ?? '';
}

/** The side panel (as a tab, PANEL-sized) once it shows the photo at `url`. */
async function panelShowing(session: Session, url: string): Promise<Page> {
  let panel = session.panel;
  if (panel) await panel.reload();
  else {
    panel = await session.context.newPage();
    await panel.setViewportSize(PANEL);
    await panel.goto(`chrome-extension://${session.extensionId}/sidepanel.html`);
    session.panel = panel;
  }
  await panel.locator(`img[src="${url}"]`).first().waitFor({ timeout: 15_000 });
  await panel.getByRole('radiogroup', { name: session.names.styles }).getByRole('radio').first().waitFor({ timeout: 15_000 });
  return panel;
}

/** Scrolls the panel so `target` is at its top (what follows it fills the picture). */
async function scrollToTop(target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
}

/** A radio of `group` by its card's name, else the group's first (the emulator's lists may change). */
async function radioNamed(panel: Page, group: string, name: RegExp): Promise<Locator> {
  const radios = panel.getByRole('radiogroup', { name: group }).getByRole('radio');
  const named = radios.and(panel.getByRole('radio', { name }));
  return (await named.count()) > 0 ? named.first() : radios.first();
}

/** Presses the goal's button and waits until the result's After image has decoded. */
async function render(session: Session, panel: Page, button: string): Promise<void> {
  await panel.getByRole('button', { name: button, exact: true }).click();
  const after = panel.getByRole('img', { name: session.names.after }).first();
  await after.waitFor({ state: 'visible', timeout: RENDER_TIMEOUT });
  await after.evaluate((img) => (img as HTMLImageElement).decode().catch(() => undefined));
  // The divider moved left by keyboard (5% a press), so the picture shows more of the result than of the photo.
  const divider = panel.getByRole('slider', { name: session.names.divider }).first();
  for (let press = 0; press < 3; press++) await divider.press('ArrowLeft');
  await divider.evaluate((el) => (el as HTMLElement).blur());
  // The result replaces the photo with a short fade.
  await panel.waitForTimeout(600);
}

/** 1: the listing, its photos with their buttons (the kitchen's open under the pointer), and the panel with that photo. */
async function listingShot(session: Session): Promise<void> {
  session.listing = await openListing(session);
  const url = await pick(session, 'kitchen.jpg');
  const panel = await panelShowing(session, url);
  const listing = need(session.listing, 'the listing');
  await listing.evaluate(() => window.scrollTo(0, 0));
  await photoAndButton(listing, session.names, 'kitchen.jpg').photo.hover();
  await save(session, '1-listing-and-panel.jpg', listing, panel);
}

/** 2: the renovation form: a style card chosen and guidance written. */
async function formShot(session: Session): Promise<void> {
  const panel = need(session.panel, 'the panel');
  const style = await radioNamed(panel, session.names.styles, /^Modern/);
  await style.check();
  await panel.getByRole('textbox', { name: session.names.guidance }).fill(GUIDANCE[session.locale]);
  await scrollToTop(panel.getByRole('tablist', { name: session.names.goals }));
  await save(session, '2-renovation-form.jpg', need(session.listing, 'the listing'), panel);
}

/** 3: the renovation's result, before and after with the slider; the listing's photo says its result is ready. */
async function resultShot(session: Session): Promise<void> {
  const panel = need(session.panel, 'the panel');
  await render(session, panel, session.names.renovate);
  await panel.evaluate(() => window.scrollTo(0, 0));
  await save(session, '3-renovation-result.jpg', need(session.listing, 'the listing'), panel);
}

/** 4: the empty room picked on the listing and virtually staged. */
async function stagingShot(session: Session): Promise<void> {
  const url = await pick(session, 'empty-room.jpg');
  const panel = await panelShowing(session, url);
  await panel.getByRole('tab', { name: session.names.stageTab }).click();
  await (await radioNamed(panel, session.names.roomType, /Living room/)).check({ timeout: 15_000 });
  await (await radioNamed(panel, session.names.stagingStyle, /Scandinavian/)).check();
  await render(session, panel, session.names.stage);
  await panel.evaluate(() => window.scrollTo(0, 0));
  await save(session, '4-virtual-staging.jpg', need(session.listing, 'the listing'), panel);
}

/** 5: the export dialog (MLS size chosen) beside the lookbook the same export writes, opened from disk. */
async function exportShot(session: Session): Promise<void> {
  const panel = need(session.panel, 'the panel');
  const names = session.names.exportDialog;
  await panel.getByRole('button', { name: names.open }).first().click();
  const dialog = panel.getByRole('dialog', { name: names.title });
  await dialog.getByRole('radio', { name: names.size }).check();
  await panel.waitForTimeout(300);
  // The dialog must lie within the panel: a dialog cut off at the panel's edge is a bug to fix, not to picture.
  const box = await dialog.boundingBox();
  if (!box || box.x < 0 || box.x + box.width > PANEL.width) throw new Error(`the export dialog does not fit the ${PANEL.width} px panel (${JSON.stringify(box)})`);
  const dialogShot = await picture(panel);
  await dialog.getByRole('button', { name: names.close }).click();
  await withExportedLookbook(
    session.context,
    panel,
    async (lookbook) => {
      await lookbook.setViewportSize(PAGE_BESIDE_PANEL);
      await lookbook.locator('img').first().evaluate((img) => (img as HTMLImageElement).decode().catch(() => undefined));
      await compose(session, '5-export-and-lookbook.jpg', await picture(lookbook), dialogShot);
    },
    'light',
    names,
  );
}

/** The five screenshots of one language, in a browser started in that language. */
async function shootLanguage(locale: Locale, siteUrl: string, emulatorBaseUrl: string): Promise<void> {
  const dir = path.join(OUT, locale);
  // A fresh folder: a picture left from an earlier run (another name, another format) must not stay.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // English is Playwright's own default (en-US); the others need Chromium's locale packs.
  const { context, close } = await launchWithExtension(EXTENSION, locale === 'en' ? undefined : locale);
  const scratch = mkdtempSync(path.join(tmpdir(), 'reimagine-store-'));
  try {
    const walk: WalkState = { context, outDir: scratch, siteUrl, emulatorBaseUrl };
    await extensionReady(walk);
    const session: Session = { locale, names: await uiNames(locale), context, dir, extensionId: need(walk.extensionId, 'the extension'), siteUrl };
    for (const step of [listingShot, formShot, resultShot, stagingShot, exportShot]) await step(session);
  } finally {
    await close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The languages named on the command line, else all six. */
function chosenLocales(): Locale[] {
  const named = process.argv.slice(2);
  const unknown = named.filter((name) => !isLocale(name));
  if (unknown.length > 0) throw new Error(`not a language of Reimagine: ${unknown.join(', ')} (use ${LOCALES.join(', ')})`);
  return named.length > 0 ? named.filter(isLocale) : [...LOCALES];
}

async function main(): Promise<void> {
  if (!existsSync(path.join(EXTENSION, 'manifest.json'))) throw new Error('there is no demo build: run npm run build:demo first');
  const locales = chosenLocales();
  const port = await pickPort({ port: BUILD_EMULATOR_PORT, explicit: false }, new Set(), { what: 'API emulator', how: 'EMULATOR_PORT' });
  if ('error' in port) throw new Error(port.error);
  const emulator = await startEmulator({ port: port.port, apiKey: 'dev-key' });
  const site = await startDemoSite(0);
  try {
    for (const locale of locales) {
      console.log(`${locale}:`);
      // A fresh emulator account per language: every language shows the same credits and history.
      await emulator.reset();
      await shootLanguage(locale, site.url, emulator.baseUrl);
      const size = await promoTile(TAGLINE[locale], path.join(OUT, locale, 'promo-440x280.png'));
      console.log(`  ${locale}/promo-440x280.png ${Math.round(size / 1024)} KB`);
    }
  } finally {
    await site.close();
    await emulator.close();
  }
}

await main().catch((error: unknown) => {
  console.error(`store screenshots failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
