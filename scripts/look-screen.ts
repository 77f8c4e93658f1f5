import type { Page } from '@playwright/test';

/**
 * The listing look's screens for `npm run screenshots` (issue #29), on the demo listing in the
 * panel at 420x900: the look card (below the goals, so scrolled to), then, the look
 * applied in one pass, the contact sheet (before and after of every photo, keep / redo / drop).
 */
export async function lookScreens(panel: Page, shoot: (page: Page, name: string) => Promise<void>): Promise<void> {
  await panel.evaluate(() => window.scrollTo(0, 0));
  const look = panel.getByRole('region', { name: 'This listing’s look' });
  await look.getByRole('button', { name: 'Edit the look' }).click();
  await look.getByRole('radiogroup', { name: 'Interior style' }).getByRole('radio').first().check({ timeout: 15_000 });
  await look.getByRole('button', { name: 'Done' }).click();
  await panel.mouse.move(0, 0);
  // The card sits below the goals: brought just under the sticky header.
  await look.evaluate((card) => {
    card.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -(document.querySelector('header')?.getBoundingClientRect().height ?? 0) - 8);
  });
  await panel.waitForTimeout(300);
  await shoot(panel, 'look');
  await look.getByRole('button', { name: /^Apply the look to \d+ photos$/ }).click();
  await look.getByRole('alertdialog').getByRole('button', { name: /^Queue \d+ renders$/ }).click();
  const sheet = panel.getByRole('region', { name: 'Contact sheet' });
  await sheet.getByRole('status').filter({ hasText: /^(\d+) of \1 done$/ }).waitFor({ timeout: 90_000 });
  // The sheet's title just under the sticky header, then its first photos.
  await sheet.getByRole('heading').evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -(document.querySelector('header')?.getBoundingClientRect().height ?? 0) - 8);
  });
  await panel.waitForTimeout(500);
  await shoot(panel, 'contact-sheet');
}
