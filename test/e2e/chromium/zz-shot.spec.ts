import { DEMO_PHOTOS, renderDemoPhoto } from '../../../scripts/demo/photos';
import { expect, test } from './extension';
import { renderFirstPhoto, zillowWithEmulator } from './zillow';

test('screens', async ({ context, extensionId }) => {
  test.setTimeout(120_000);
  const room = DEMO_PHOTOS.find((photo) => photo.file === 'empty-room.jpg')!;
  const emulator = await zillowWithEmulator(context, extensionId, await renderDemoPhoto(room));
  try {
    await fetch(`${emulator.url}/__emulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/renovate', alter: 'window-moved' }) });
    const { panel } = await renderFirstPhoto(context, extensionId);
    await panel.setViewportSize({ width: 420, height: 900 });
    const flagged = panel.locator('.fixture-notice[data-flagged="true"]');
    await expect(flagged).toBeVisible({ timeout: 30_000 });
    await panel.locator('.results').scrollIntoViewIfNeeded();
    for (const scheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme: scheme });
      await panel.locator('.results').screenshot({ path: `/tmp/fx/shot-${scheme}.png` });
    }
    await panel.getByRole('button', { name: 'Structure lines' }).click();
    await panel.locator('.compare').screenshot({ path: `/tmp/fx/shot-lines-dark.png` });
    await panel.emulateMedia({ colorScheme: 'light' });
    await panel.locator('.compare').screenshot({ path: `/tmp/fx/shot-lines-light.png` });
    await panel.getByRole('button', { name: 'Export listing' }).click();
    await panel.getByRole('dialog', { name: 'Export listing' }).screenshot({ path: `/tmp/fx/shot-export-light.png` });
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.getByRole('dialog', { name: 'Export listing' }).screenshot({ path: `/tmp/fx/shot-export-dark.png` });
  } finally {
    await emulator.close();
  }
});
