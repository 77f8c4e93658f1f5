import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'emulator/**/*.test.ts', 'test/contract/**/*.test.ts'],
    // The languages load on demand in the extension (lib/i18n/load.ts); in tests, all at once.
    setupFiles: ['test/unit/locales-setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
