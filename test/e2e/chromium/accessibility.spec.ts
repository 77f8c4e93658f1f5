import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './extension';
import { openExtensionPage } from './helpers';
import { renderFirstPhoto, roomPhoto, zillowWithEmulator } from './zillow';

/**
 * axe-core on the extension's own pages, as a user sees them (the side panel at 420×900 with a
 * result, the options, the onboarding), in light and dark: no serious or critical violation.
 * Moderate and minor findings are printed, not failed on, so they stay visible.
 */
const PANEL_SIZE = { width: 420, height: 900 };

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    const describe = (list: typeof results.violations) =>
      list.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n')}`);
    const minor = results.violations.filter((violation) => !serious.includes(violation));
    if (minor.length > 0) console.log(`${what} (${colorScheme}), not failing:\n${describe(minor).join('\n')}`);
    expect(describe(serious), `${what} in ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('axe: the side panel with a result, at 420×900, light and dark', async ({ context, extensionId }) => {
  // Six analyses (three states, two schemes), each a few seconds on a busy machine.
  test.setTimeout(150_000);
  const emulator = await zillowWithEmulator(context, extensionId, await roomPhoto());
  try {
    const { panel } = await renderFirstPhoto(context, extensionId);
    await panel.setViewportSize(PANEL_SIZE);
    await expectNoSeriousViolations(panel, 'side panel');
    // The result's More menu open (a menu of menuitems), and the refresh's tooltip shown by focus.
    await panel.getByRole('button', { name: 'More' }).click();
    await expect(panel.getByRole('menu', { name: 'More' })).toBeVisible();
    await expectNoSeriousViolations(panel, 'side panel, More menu open');
    await panel.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Refresh credits' }).focus();
    await expectNoSeriousViolations(panel, 'side panel, refresh focused');
  } finally {
    await emulator.close();
  }
});

test('axe: the options and onboarding pages, light and dark', async ({ context, extensionId }) => {
  for (const file of ['options.html', 'onboarding.html']) {
    const page = await openExtensionPage(context, extensionId, file);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousViolations(page, file);
    await page.close();
  }
});
