import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the built Chrome extension in Debian's Chromium. One worker: every
 * test launches its own browser with the extension, and this machine has two cores.
 */
export default defineConfig({
  testDir: 'test/e2e/chromium',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  outputDir: 'test-results/playwright',
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  // Traces stay on, also in CI: turning them off was tried (CI=true, 2026-12-06) and made the
  // suite slower, not faster. Recording keeps every page producing frames, and without it the
  // pages in the background wait for frames (the panel-fit test took 1.3 min a language, not 15 s).
  use: { trace: 'retain-on-failure' },
});
