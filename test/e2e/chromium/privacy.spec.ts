import { test, expect, tabOpenedBy } from './extension';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The packaged privacy policy (privacy.html, built from PRIVACY.md; privacy.<locale>.html from its
 * translation in the interface's language) is a click away from where
 * the key is entered: the options page and the welcome page.
 */

async function followPrivacyLink(context: BrowserContext, page: Page): Promise<Page> {
  return tabOpenedBy(context, /\/privacy\.html$/, () => page.getByRole('link', { name: 'Privacy policy' }).click());
}

async function expectPolicy(policy: Page): Promise<void> {
  await expect(policy.getByRole('heading', { level: 1, name: 'Reimagine privacy policy' })).toBeVisible();
  for (const heading of ['What is sent, and to whom', 'What stays on your device', 'How to delete it']) await expect(policy.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(policy.getByRole('cell', { name: 'websiteContent' }).first()).toBeVisible();
}

test('the options page links to the privacy policy, which opens from the package', async ({ context, extensionId }) => {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByText('nothing goes to Reimagine’s authors')).toBeVisible();
  const policy = await followPrivacyLink(context, options);
  expect(policy.url()).toBe(`chrome-extension://${extensionId}/privacy.html`);
  await expectPolicy(policy);
});

test('the welcome page links to the privacy policy', async ({ context, extensionId }) => {
  const welcome = await context.newPage();
  await welcome.goto(`chrome-extension://${extensionId}/onboarding.html`);
  await expectPolicy(await followPrivacyLink(context, welcome));
});

test.describe('in German', () => {
  test.use({ uiLanguage: 'de' });

  test('the options page links to the policy in German, which opens from the package', async ({ context, extensionId }) => {
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    const policy = await tabOpenedBy(context, /\/privacy\.de\.html$/, () => options.getByRole('link', { name: 'Datenschutzerklärung' }).click());
    expect(policy.url()).toBe(`chrome-extension://${extensionId}/privacy.de.html`);
    await expect(policy.locator('html')).toHaveAttribute('lang', 'de');
    await expect(policy.getByRole('heading', { level: 1, name: 'Datenschutzerklärung von Reimagine' })).toBeVisible();
    for (const heading of ['Was gesendet wird, und an wen', 'Was auf Ihrem Gerät bleibt', 'Wie Sie es löschen']) await expect(policy.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(policy.getByRole('cell', { name: 'websiteContent' }).first()).toBeVisible();
  });
});
