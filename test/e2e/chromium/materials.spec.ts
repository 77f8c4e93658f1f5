import { test, expect, tabOpenedBy } from './extension';

/** A texture the service would download; here a small SVG served for the catalog's URLs. */
const TEXTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c8a878"/></svg>';

test('the catalog edited on the options page shows in an open side panel without reopening it', async ({ context, extensionId }) => {
  await context.route('https://textures.example.com/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: TEXTURE }));
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await panel.locator('summary', { hasText: 'Materials' }).click();
  const setUp = panel.getByRole('button', { name: 'Set up your product catalog' });
  await expect(setUp).toBeVisible();

  // The empty catalog's link opens the options page in a tab, at its Product catalog.
  const options = await tabOpenedBy(context, /\/options\.html#catalog$/, () => setUp.click());
  await expect(options).toHaveURL(`chrome-extension://${extensionId}/options.html#catalog`);
  await expect(options.getByRole('heading', { name: 'Product catalog' })).toBeFocused();

  const form = options.getByRole('form', { name: 'New product' });
  await form.getByLabel(/^SKU/).fill('OAK-1');
  await form.getByLabel(/Product name/).fill('White oak');
  await form.getByLabel(/Texture image URL/).fill('https://textures.example.com/white-oak.jpg');
  await form.getByRole('button', { name: 'Add product' }).click();

  // Saved in the extension's IndexedDB and announced: the panel shows it, thumbnail and all.
  const oak = panel.getByRole('checkbox', { name: 'Floors: White oak' });
  await expect(oak).toBeVisible();
  const thumbnail = panel.locator('label', { has: oak }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', 'https://textures.example.com/white-oak.jpg');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(setUp).toHaveCount(0);

  // Kept across a reload of the panel, and removed from it when removed on the options page.
  await panel.reload();
  await panel.locator('summary', { hasText: 'Materials' }).click();
  await expect(oak).toBeVisible();
  await options.getByRole('button', { name: 'Remove White oak (OAK-1) from the catalog' }).click();
  await expect(oak).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Set up your product catalog' })).toBeVisible();
});
