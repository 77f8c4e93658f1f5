import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer-core';
import { launchFirefoxWithExtension } from './firefox';

/** Firefox refuses WebDriver navigation to moz-extension:// URLs, so tests use the tab the add-on opens itself. */
async function onboardingPage(browser: Browser, origin: string): Promise<Page> {
  const target = await browser.waitForTarget((t) => t.url().startsWith(`${origin}/onboarding.html`), { timeout: 20_000 });
  const page = await target.page();
  if (!page) throw new Error('onboarding tab has no page');
  return page;
}

describe('Firefox build', () => {
  let browser: Browser;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, origin, close } = await launchFirefoxWithExtension());
  }, 60_000);
  afterAll(async () => close?.());

  it('installs, opens its onboarding page, and its background answers', async () => {
    const page = await onboardingPage(browser, origin);
    await page.waitForSelector('h1');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Welcome to Reimagine');

    const reply = await page.evaluate(() =>
      (globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).browser.runtime.sendMessage({
        channel: 'reimagine/v1',
        name: 'ping',
        payload: {},
      }),
    );
    expect(reply).toMatchObject({ ok: true, data: { browser: 'firefox' } });
  });

  it('declares its sidebar and opens the options page from the extension', async () => {
    const page = await onboardingPage(browser, origin);
    const manifest = await page.evaluate(() =>
      (globalThis as unknown as { browser: { runtime: { getManifest(): Record<string, unknown> } } }).browser.runtime.getManifest(),
    );
    expect(manifest).toMatchObject({ sidebar_action: { default_panel: 'sidepanel.html' } });
    await Promise.all([page.waitForNavigation(), page.click('a[href="/options.html"]')]);
    await page.waitForSelector('h1');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Reimagine options');
  });
});
