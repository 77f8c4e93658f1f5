/**
 * The lookbook's picture for `npm run screenshots` (scripts/screenshots.ts): the panel's
 * *Export listing* at MLS size, the ZIP unzipped to a temporary folder and its `lookbook.html`
 * opened from disk, as a seller opens it, 1280 px wide in the given scheme (on screen the lookbook
 * follows the reader's scheme; printed, it is always light).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';

/** The lookbook's viewport: a laptop's width, the header and the first before/after in view. */
export const LOOKBOOK_VIEWPORT = { width: 1280, height: 900 };

/** The export dialog's accessible names, in the panel's language (the store screenshots take them in six). */
export interface ExportDialogNames {
  readonly open: string;
  readonly title: string;
  readonly size: RegExp;
  readonly download: RegExp;
  readonly close: string;
}

const ENGLISH_NAMES: ExportDialogNames = { open: 'Export listing', title: 'Export listing', size: /^MLS/, download: /^Download ZIP/, close: 'Close' };

/** Exports the panel's listing, opens the lookbook from disk and hands the page to `use`; the files are removed after. */
export async function withExportedLookbook(
  context: BrowserContext,
  panel: Page,
  use: (lookbook: Page) => Promise<void>,
  scheme: 'light' | 'dark' = 'light',
  names: ExportDialogNames = ENGLISH_NAMES,
): Promise<void> {
  await panel.getByRole('button', { name: names.open }).click();
  const dialog = panel.getByRole('dialog', { name: names.title });
  await dialog.getByRole('radio', { name: names.size }).check();
  const [download] = await Promise.all([panel.waitForEvent('download'), dialog.getByRole('button', { name: names.download }).click()]);
  const folder = await mkdtemp(path.join(tmpdir(), 'reimagine-lookbook-'));
  try {
    let lookbook = '';
    for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(readFileSync(await download.path()))))) {
      const target = path.join(folder, name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes);
      if (name.endsWith('/lookbook.html')) lookbook = target;
    }
    if (!lookbook) throw new Error('the ZIP has no lookbook.html');
    await dialog.getByRole('button', { name: names.close }).click();
    const page = await context.newPage();
    await page.setViewportSize(LOOKBOOK_VIEWPORT);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(pathToFileURL(lookbook).href);
    await page.locator('img').last().waitFor();
    await use(page);
    await page.close();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
