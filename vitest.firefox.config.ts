import { defineConfig } from 'vitest/config';

/** The Firefox smoke path: puppeteer-core drives firefox-esr over WebDriver BiDi. */
export default defineConfig({
  test: {
    include: ['test/e2e/firefox/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
