import { test, expect } from './extension';
import { CHANNEL } from '../../../lib/protocol-names';

test('the Chrome build loads: service worker runs, side panel and options pages open', async ({ context, worker, extensionId }) => {
  expect(worker.url()).toBe(`chrome-extension://${extensionId}/background.js`);

  const manifest = await worker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.name).toBe('Reimagine');
  expect(manifest.side_panel?.default_path).toBe('sidepanel.html');

  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect(panel.getByRole('heading', { name: 'Reimagine' })).toBeVisible();

  // The page can reach the background through the typed protocol.
  const reply = await panel.evaluate((channel) => chrome.runtime.sendMessage({ channel, name: 'ping', payload: {} }), CHANNEL);
  expect(reply).toEqual({ ok: true, data: { version: manifest.version, browser: 'chrome' } });

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByRole('heading', { name: 'Reimagine options' })).toBeVisible();
});

test('the toolbar button is set to open the side panel', async ({ worker }) => {
  const behavior = await worker.evaluate(async () => {
    // setPanelBehavior runs at start-up; give it a moment on a cold worker.
    for (let i = 0; i < 20; i++) {
      const b = await chrome.sidePanel.getPanelBehavior();
      if (b.openPanelOnActionClick) return b;
      await new Promise((r) => setTimeout(r, 100));
    }
    return chrome.sidePanel.getPanelBehavior();
  });
  expect(behavior.openPanelOnActionClick).toBe(true);
});
