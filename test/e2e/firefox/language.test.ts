import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { addonPage, launchFirefoxWithExtension } from './firefox';

/** The side panel before any photo is picked, in German (`stage.empty` of the panel namespace). */
const STAGE_EMPTY_DE = 'Fahren Sie mit der Maus über ein Exposé-Foto';

describe('Firefox in German', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await launchFirefoxWithExtension(undefined, 'de'));
  }, 60_000);
  afterAll(async () => close?.());

  it('shows the welcome page, the options and the side panel in German', async () => {
    const page = await addonPage(browser);
    const heading = () => page.evaluate(() => document.querySelector('h1')?.textContent ?? '').catch(() => '');
    await expect.poll(heading, { timeout: 10_000 }).toBe('Willkommen bei Reimagine');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.evaluate(() => location.assign('/options.html'));
    await expect.poll(heading, { timeout: 10_000 }).toBe('Reimagine-Einstellungen');
    const text = () => page.evaluate(() => document.body.innerText).catch(() => '');
    await expect.poll(text).toContain('Dienst');
    expect(await text()).not.toContain('Service');
    await page.evaluate(() => location.assign('/sidepanel.html'));
    await expect.poll(text, { timeout: 10_000 }).toContain(STAGE_EMPTY_DE);
    expect(await text()).not.toContain('Hover a listing photo');
  });
});
