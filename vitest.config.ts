import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'emulator/**/*.test.ts', 'demo-scenes/**/*.test.ts', 'test/contract/**/*.test.ts'],
    // The languages load on demand in the extension (lib/i18n/load.ts); in tests, all at once.
    setupFiles: ['test/unit/locales-setup.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, with the main
    // process idle. Test files are isolated and take free ports and their own temp folders, so
    // every core runs one (the whole suite passes this way under a load of 10 to 20).
    maxWorkers: availableParallelism(),
    // Worker threads, not child processes: the same isolation per file (a fresh module graph and
    // environment each), without a process to spawn for every file; the suite ran 290 s against
    // 330 s on a quiet 2-core machine (every test file passes under both).
    pool: 'threads',
    testTimeout: 20_000,
  },
});
