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
  // A trace records every action's DOM snapshot and screenshot for every test, kept only when it
  // fails: about a fifth of the suite's time (63 s against 50 s on four tests). CI keeps only the
  // log, so it runs without; a developer's run keeps the trace of a failure.
  use: { trace: process.env.CI ? 'off' : 'retain-on-failure' },
});
