import type { BrowserContext, Page } from '@playwright/test';
import { startEmulator, type EmulatorHandle } from '../../../emulator/server';
import { CHANNEL } from '../../../lib/protocol-names';

/**
 * Sends one protocol message from an extension page, the way the side panel does, and returns
 * the raw reply. Tests use it to configure the extension as a user would through the options.
 */
export function sendFromPage(page: Page, name: string, payload: unknown): Promise<unknown> {
  return page.evaluate(([c, n, p]) => chrome.runtime.sendMessage({ channel: c, name: n, payload: p }), [CHANNEL, name, payload] as const);
}

/** Opens an extension page in a tab (Playwright cannot drive the real side panel). */
export async function openExtensionPage(context: BrowserContext, extensionId: string, file: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/${file}`);
  return page;
}

/**
 * Starts the emulator and points the extension at it: base URL and key saved together through
 * the background's own message. Requests to the emulator pass any page routes the test installed.
 */
export async function connectToEmulator(context: BrowserContext, extensionId: string): Promise<EmulatorHandle> {
  const emulator = await startEmulator({ port: 0 });
  await context.route(`${emulator.url}/**`, (route) => route.continue());
  const options = await openExtensionPage(context, extensionId, 'options.html');
  // The key typed for the base: bound together, like the options page does.
  await sendFromPage(options, 'saveConnection', { apiBase: emulator.baseUrl, apiKey: emulator.apiKey });
  await options.close();
  return emulator;
}
