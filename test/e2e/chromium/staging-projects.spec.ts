import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './extension';
import { openExtensionPage, sendFromPage } from './helpers';
import { photoButton } from './photo-button';
import { roomPhoto, ZILLOW, zillowWithEmulator } from './zillow';

/**
 * Staging projects as a workflow (issue #15) in the built extension against the emulator: the
 * first staging of a Zillow photo states its staging credit and creates the photo's project, two
 * more variations say they cost nothing more, and after the panel is reloaded the photo's project
 * is found again with all three variations in its gallery (and from the History view's list);
 * removed from that list, its kept variation stays a result and the next staging costs a credit again.
 */
async function pickFirstPhoto(context: BrowserContext, extensionId: string): Promise<Page> {
  if (!ZILLOW) throw new Error('zillow-detail-1.html is missing from EXPECTED.json');
  const listing = await context.newPage();
  await listing.goto(ZILLOW.url, { waitUntil: 'domcontentloaded' });
  const photo = listing.locator('li.media-stream-tile picture img').first();
  await expect(photo).toHaveAttribute('data-reimagine', /^https:\/\/photos\.zillowstatic\.com\//);
  const photoUrl = (await photo.getAttribute('data-reimagine')) ?? '';
  await photo.scrollIntoViewIfNeeded();
  // By keyboard: the page served without its CSS stacks its header over the gallery.
  await photoButton(photo.locator('xpath=ancestor::picture[1]/following-sibling::reimagine-photo-button[1]')).focus();
  await listing.keyboard.press('Enter');
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await panel.setViewportSize({ width: 420, height: 900 });
  await expect.poll(async () => ((await sendFromPage(panel, 'getPickedPhoto', {})) as { data?: { photo?: { url?: string } } }).data?.photo?.url).toBe(photoUrl);
  return panel;
}

const project = (panel: Page): Locator => panel.getByRole('region', { name: 'Staging project' });
const actionInfo = (panel: Page): Locator => panel.getByRole('region', { name: 'Action' }).locator('.action-bar__info');

/** Chooses a room type and a style and presses Stage; waits until the project lists `count` variations. */
async function stageVariation(panel: Page, room: string, style: string, count: number): Promise<void> {
  await panel.getByRole('radiogroup', { name: 'Room type' }).getByRole('radio', { name: room }).check();
  await panel.getByRole('radiogroup', { name: 'Staging style' }).getByRole('radio', { name: style }).check();
  // "Stage", or "Stage · free" once the photo shows a result (Download is then the primary action).
  await panel.getByRole('button', { name: /^Stage( · free)?$/ }).click();
  await expect(project(panel).getByText(count === 1 ? '1 variation' : `${count} variations`, { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** The gallery's lines: room type · style, in the order the service made them. */
async function galleryLines(panel: Page): Promise<string[]> {
  return project(panel).getByRole('listitem').locator('.staging-variation__text > span:first-child').allTextContents();
}

test('three variations of a photo, one project: the panel reloaded finds all three in its gallery', async ({ context, extensionId }) => {
  const emulator = await zillowWithEmulator(context, extensionId, await roomPhoto());
  try {
    const panel = await pickFirstPhoto(context, extensionId);
    await panel.getByRole('tab', { name: 'Stage' }).click();
    await expect(project(panel)).toContainText('Staging this photo creates its staging project: 1 staging credit, then up to 20 variations of the room at no extra cost.');
    await panel.getByRole('radiogroup', { name: 'Room type' }).getByRole('radio', { name: 'Living room' }).check();
    await panel.getByRole('radiogroup', { name: 'Staging style' }).getByRole('radio', { name: 'Modern' }).check();
    await expect(actionInfo(panel)).toHaveText(/^Uses 1 staging credit: creates this photo’s staging project/);

    await stageVariation(panel, 'Living room', 'Modern', 1);
    await expect(actionInfo(panel)).toHaveText('Next variation: no extra credit · 19 of 20 left');
    await stageVariation(panel, 'Bedroom', 'Coastal', 2);
    await stageVariation(panel, 'Dining room', 'Scandinavian', 3);
    await expect(project(panel).getByRole('status')).toHaveText('17 of 20 variations left');
    expect(emulator.state.stagingCredits).toBe(emulator.options.stagingCredits - 1);

    await panel.reload();
    await panel.getByRole('tab', { name: 'Stage' }).click();
    await expect(project(panel).getByText('3 variations', { exact: true })).toBeVisible();
    expect(await galleryLines(panel)).toEqual(['Living room · Modern', 'Bedroom · Coastal', 'Dining room · Scandinavian']);
    await expect(project(panel).getByRole('status')).toHaveText('17 of 20 variations left');
    await panel.getByRole('radiogroup', { name: 'Room type' }).getByRole('radio', { name: 'Kitchen' }).check();
    await panel.getByRole('radiogroup', { name: 'Staging style' }).getByRole('radio', { name: 'Industrial' }).check();
    await expect(actionInfo(panel)).toHaveText('Next variation: no extra credit · 17 of 20 left');

    // Each variation compares with the empty room.
    await project(panel).getByRole('button', { name: /^Compare variation 2 \(Bedroom, Coastal, / }).click();
    await expect(panel.getByRole('img', { name: 'After' })).toBeVisible();
    await expect(project(panel).getByText('Shown above')).toBeVisible();

    // The History view lists the project and reopens it.
    await panel.getByRole('button', { name: 'History' }).click();
    await panel.getByText('Staging projects', { exact: false }).first().click();
    await expect(panel.getByText('3 of 20 variations used · Open')).toBeVisible();
    await panel.getByRole('button', { name: /^Open the staging project of / }).click();
    await expect(project(panel).getByText('3 variations', { exact: true })).toBeVisible();

    // Removed from the list (asked first): the kept variation stays a result, and the photo's next
    // staging states its credit again.
    await panel.getByRole('button', { name: 'History' }).click();
    const history = panel.getByRole('region', { name: 'History' });
    const results = await history.getByRole('button', { name: /^Open .* from / }).count();
    await panel.getByText('Staging projects', { exact: false }).first().click();
    await panel.getByRole('button', { name: /^Remove the staging project of / }).click();
    const confirm = panel.getByRole('alertdialog', { name: 'Remove project' });
    await expect(confirm).toContainText('Staging this photo again starts a new project: 1 staging credit.');
    await panel.screenshot({ path: 'test-results/screens/staging-project-remove.png' });
    await confirm.getByRole('button', { name: 'Remove project' }).click();
    await expect(panel.getByText('Staging projects', { exact: false })).toHaveCount(0);
    await expect(history.getByRole('button', { name: /^Open .* from / })).toHaveCount(results);
    await panel.getByRole('button', { name: 'Back to listing' }).click();
    await panel.getByRole('tab', { name: 'Stage' }).click();
    await expect(project(panel)).toContainText('Staging this photo creates its staging project: 1 staging credit');
  } finally {
    await emulator.close();
  }
});
