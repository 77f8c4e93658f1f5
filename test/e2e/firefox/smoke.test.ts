import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer-core';
import { launchFirefoxWithExtension } from './firefox';

/**
 * Firefox refuses WebDriver navigation to moz-extension:// URLs, so tests use the tab the add-on
 * opens itself on install. BiDi may still report that tab as about:blank, so ask the page.
 */
async function onboardingPage(browser: Browser, origin: string): Promise<Page> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const page of await browser.pages()) {
      const href = await page.evaluate(() => location.href).catch(() => '');
      if (href.startsWith(`${origin}/`)) return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the add-on did not open its onboarding tab');
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
    expect(manifest).toMatchObject({ sidebar_action: { default_panel: expect.stringMatching(/sidepanel\.html$/) } });
    await page.click('a[href="/options.html"]');
    // BiDi does not report navigations inside moz-extension pages: poll the page instead.
    await expect.poll(() => page.evaluate(() => document.querySelector('h1')?.textContent ?? '').catch(() => ''), { timeout: 10_000 }).toBe(
      'Reimagine options',
    );
  });
});
