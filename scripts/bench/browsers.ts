import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS, launchWithExtension, serviceWorkerOf } from '../../test/e2e/chromium/extension';
import { servePages, type ServedPage } from '../../test/fixtures/sites/serve';

/**
 * Both bench browsers resolve no host but the loopback: the render part turns Playwright's
 * routes off while it times renders (scripts/bench/render.ts), and nothing may leave the machine
 * then either. With the routes on, every request is answered by them before any lookup.
 */
const OFFLINE_FLAGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'];

/** One side of an A/B comparison: a Chromium without the extension, or one with it. */
export interface Side {
  readonly name: 'without' | 'with';
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Chromium as the e2e tests launch it, without any extension (a persistent profile, like the other side). */
async function launchPlain(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'reimagine-bench-plain-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS, ...OFFLINE_FLAGS] });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Launches both sides (same Chromium, same flags, same viewport; one loads the built extension)
 * and serves `pages` to both under their real URLs (photo CDNs answer a generated 640×480 JPEG
 * with a photo's detail, `no-store`).
 */
export async function launchSides(extensionDir: string, pages: ReadonlyMap<string, ServedPage>): Promise<{ without: Side; with: Side; extensionId: string }> {
  const plain = await launchPlain();
  const withExt = await launchWithExtension(extensionDir, undefined, OFFLINE_FLAGS);
  const worker = await serviceWorkerOf(withExt.context);
  for (const context of [plain.context, withExt.context]) await servePages(context, pages, { detailed: true });
  return {
    without: { name: 'without', ...plain },
    with: { name: 'with', ...withExt },
    extensionId: new URL(worker.url()).host,
  };
}
