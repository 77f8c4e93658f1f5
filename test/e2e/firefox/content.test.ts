import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer-core';
import { startEmulator } from '../../../emulator/server';
import { startDemoSite, type DemoSite } from '../../../scripts/demo/site';
import { DEMO_PHOTOS } from '../../../scripts/demo/photos';
import { ADDON_UUID, launchFirefoxWithExtension } from './firefox';

/**
 * The content script in Firefox: the demo build also runs on loopback pages, so the demo listing
 * site (a site no adapter knows) exercises the generic adapter, the buttons and a trusted click
 * without routing any real site.
 */
const DEMO_BUILD = path.resolve('.output/firefox-mv3-demo');

async function extensionPage(browser: Browser): Promise<Page> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const page of await browser.pages()) {
      const href = await page.evaluate(() => location.href).catch(() => '');
      if (href.startsWith(`moz-extension://${ADDON_UUID}/`)) return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the add-on did not open its onboarding tab');
}

describe('Firefox content script (demo build)', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let site: DemoSite;

  beforeAll(async () => {
    site = await startDemoSite(0);
    ({ browser, close } = await launchFirefoxWithExtension(DEMO_BUILD));
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  it('marks the listing photos, not the logo or headshot, and a real click picks the photo', async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    await expect.poll(() => page.$$eval('[data-reimagine]', (els) => els.length), { timeout: 15_000 }).toBe(DEMO_PHOTOS.length);
    expect(await page.$$eval('img.logo[data-reimagine], .agent img[data-reimagine]', (els) => els.length)).toBe(0);

    // A page script's synthetic click starts nothing.
    await page.evaluate(() => {
      for (const host of Array.from(document.querySelectorAll('reimagine-photo-button'))) host.shadowRoot?.querySelector('button')?.click();
    });

    const first = await page.$('.gallery img');
    await first?.scrollIntoView();
    await first?.hover();
    const host = await page.waitForSelector('reimagine-photo-button');
    const box = await page.evaluate((h) => {
      const r = (h as Element).shadowRoot?.querySelector('button')?.getBoundingClientRect();
      return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : undefined;
    }, host);
    expect(box).toBeDefined();

    const ext = await extensionPage(browser);
    const picked = () =>
      ext.evaluate(() =>
        (globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<{ data?: { photo?: { url?: string } | null } }> } } }).browser.runtime
          .sendMessage({ channel: 'reimagine/v1', name: 'getPickedPhoto', payload: {} })
          .then((r) => r.data?.photo?.url ?? null),
      );
    expect(await picked()).toBeNull();

    await page.mouse.click(box?.x ?? 0, box?.y ?? 0);
    await expect.poll(picked, { timeout: 10_000 }).toMatch(/\/photos\/living-room\.jpg$/);
  });

  it('in the sidebar page at 420x900: the picked photo, a style card, Renovate, and the after image where the photo was, with no scroll', async () => {
    const emulator = await startEmulator({ port: 0 });
    try {
      const ext = await extensionPage(browser);
      await ext.evaluate(
        (base, key) =>
          (globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).browser.runtime.sendMessage({
            channel: 'reimagine/v1',
            name: 'saveConnection',
            payload: { apiBase: base, apiKey: key },
          }),
        emulator.baseUrl,
        emulator.apiKey,
      );
      await ext.setViewport({ width: 420, height: 900 });
      // BiDi may not navigate to moz-extension:// pages itself, but the page may.
      await ext.evaluate(() => location.assign('/sidepanel.html'));
      const style = await ext.waitForSelector('[role="radiogroup"][aria-label="Style"] input[type="radio"]', { timeout: 20_000 });
      await style?.click();
      // The goal's button, pinned in the action bar (the Renovate tab has the same name).
      const action = await ext.waitForSelector('[role="region"][aria-label="Action"] button:not([disabled])', { timeout: 10_000 });
      expect(await action?.evaluate((b) => b.textContent?.trim())).toBe('Renovate');
      await action?.click();
      const after = await ext.waitForSelector('img[alt="After"]', { timeout: 40_000 });
      const where = await ext.evaluate((img) => {
        const r = (img as Element).getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: r.height, scrolled: window.scrollY };
      }, after);
      expect(where.height).toBeGreaterThan(100);
      expect(where.top).toBeGreaterThanOrEqual(0);
      expect(where.bottom).toBeLessThanOrEqual(900);
      expect(where.scrolled).toBe(0);
    } finally {
      await emulator.close();
    }
  }, 90_000);
});
