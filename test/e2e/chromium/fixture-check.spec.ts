import { DEMO_PHOTOS, renderDemoPhoto } from '../../../scripts/demo/photos';
import { expect, test } from './extension';
import { renderFirstPhoto, zillowWithEmulator } from './zillow';

/**
 * Issue #30, end to end: the demo's empty room on a listing page, renovated against the
 * emulator. A render that moved the window (the emulator's `alter` fault) is flagged under the
 * comparison, outlined, and held back from *Export listing* until the realtor confirms; the next,
 * faithful render passes.
 */
test('a render that moved a window is flagged and held from export; a faithful one passes', async ({ context, extensionId }) => {
  test.setTimeout(120_000);
  const room = DEMO_PHOTOS.find((photo) => photo.file === 'empty-room.jpg');
  if (!room) throw new Error('no demo empty room');
  const emulator = await zillowWithEmulator(context, extensionId, await renderDemoPhoto(room));
  try {
    const fault = await fetch(`${emulator.url}/__emulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/renovate', alter: 'window-moved' }) });
    expect(fault.status).toBe(201);
    const { panel } = await renderFirstPhoto(context, extensionId);
    const flagged = panel.locator('.fixture-notice[data-flagged="true"]');
    await expect(flagged).toContainText(/window or door seems to have moved|window or door of the photo seems to be gone/, { timeout: 30_000 });
    await expect(flagged).toContainText('NAR Standard of Practice 12-10');
    await expect(panel.locator('.compare__fixture-outline').first()).toBeVisible();

    // The structure lines go on and off over the result.
    const toggle = panel.getByRole('button', { name: 'Structure lines' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.locator('.compare__structure-line').first()).toBeAttached();

    // Export listing: the flagged result starts unticked, until the realtor confirms.
    await panel.getByRole('button', { name: 'Export listing' }).click();
    const dialog = panel.getByRole('dialog', { name: 'Export listing' });
    const box = dialog.getByRole('checkbox').first();
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
    await dialog.getByRole('button', { name: 'I checked it, allow export' }).click();
    await expect(box).toBeChecked();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(flagged).toContainText('You checked this result');

    // A faithful render of the same photo, in another style (the same request would be answered by the same result), passes.
    await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').nth(1).check();
    await panel.getByRole('button', { name: /^Renovate · / }).click();
    await expect(panel.getByText('Windows and doors look unchanged.')).toBeVisible({ timeout: 30_000 });
    await expect(panel.locator('.compare__fixture-outline')).toHaveCount(0);
  } finally {
    await emulator.close();
  }
});
