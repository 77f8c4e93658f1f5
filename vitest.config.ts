import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'emulator/**/*.test.ts', 'test/contract/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
