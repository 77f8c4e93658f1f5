/**
 * `npm run demo -- --headless` (the default without a display): the realtor's path walked by
 * itself in headless Chromium with the demo build, so a machine with no screen still shows the
 * product: screenshots of each step, the exported ZIP and report.md in one directory.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runningAsRoot } from './chromium';
import { replaceOutDir } from './out-dir';
import { runSteps, writeReport, formatMs, type StepRecord } from './report';
import { exportZip, extensionReady, fixtureCheck, history, listingBadges, pickFromListing, renovate, stage, type WalkState } from './walk-steps';

/** What the walk needs: the build, the servers the demo started, where to write, which Chromium. */
export interface WalkOptions {
  readonly extensionDir: string;
  readonly siteUrl: string;
  readonly emulatorBaseUrl: string;
  readonly outDir: string;
  readonly chromiumPath: string;
  /** Registers the browser's closing with the demo's lifecycle, so a signal mid-walk closes it. */
  readonly onBrowser?: (close: () => Promise<void>) => void;
}

/** How the walk went. */
export interface WalkResult {
  readonly ok: boolean;
  readonly steps: readonly StepRecord[];
  readonly reportFile: string;
}

/** The walk's steps, in the order a realtor takes them. */
const STEPS = [
  { title: 'Chromium starts with the demo build', run: extensionReady },
  { title: 'The listing page gets its buttons', run: listingBadges },
  { title: 'A photo is picked with its button', run: pickFromListing },
  { title: 'A renovation, compared before and after', run: renovate },
  { title: 'The fixture check flags a render that moved a window', run: fixtureCheck },
  { title: 'A staging, compared before and after', run: stage },
  { title: 'History', run: history },
  { title: 'Export listing (the ZIP saved)', run: exportZip },
] as const;

/** Browser console errors and uncaught page errors, collected for the report (React warnings land here). */
function collectProblems(context: BrowserContext): string[] {
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${new URL(page.url()).pathname}: ${message.text().slice(0, 300)}`);
    });
    page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: ${error.message.slice(0, 300)}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return problems;
}

/** The browser's product and version ("Chrome/140.0…"), asked over CDP: a persistent context has no Browser object. */
async function browserVersion(context: BrowserContext): Promise<string> {
  const page = context.pages()[0] ?? (await context.newPage());
  const session = await context.newCDPSession(page);
  const { product } = await session.send('Browser.getVersion');
  await session.detach();
  return product;
}

/** Walks the realtor's path and writes the report; never throws for a failed step (the report says it). */
export async function walkDemo(options: WalkOptions): Promise<WalkResult> {
  const outDir = path.resolve(options.outDir);
  // A fresh directory each run: an old screenshot must not pass for a new one.
  replaceOutDir(outDir);
  const profile = mkdtempSync(path.join(tmpdir(), 'reimagine-walk-'));
  const startedAt = new Date();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.chromiumPath,
    headless: true,
    // The demo's lifecycle closes the browser; Playwright's own handlers would exit the process first.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    acceptDownloads: true,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
      // As root Chromium's sandbox cannot start, and Chromium refuses to run without it unless told.
      ...(runningAsRoot() ? ['--no-sandbox'] : []),
      `--disable-extensions-except=${options.extensionDir}`,
      `--load-extension=${options.extensionDir}`,
    ],
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await context.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  };
  options.onBrowser?.(close);
  const problems = collectProblems(context);
  const version = await browserVersion(context);
  const state: WalkState = { context, outDir, siteUrl: options.siteUrl, emulatorBaseUrl: options.emulatorBaseUrl };
  try {
    const steps = await runSteps(
      STEPS.map((step) => ({ title: step.title, run: () => step.run(state) })),
      (record, i) => console.log(`  ${record.ok ? '✓' : '✗'} ${i + 1}. ${record.title} (${formatMs(record.ms)}): ${record.seen}`),
      async () => {
        const page = state.panel ?? state.listing;
        if (!page) return undefined;
        await page.screenshot({ path: path.join(outDir, 'failed-step.png') });
        return 'failed-step.png';
      },
    );
    const reportFile = writeReport(steps, {
      startedAt,
      outDir,
      extensionDir: options.extensionDir,
      chromium: `${options.chromiumPath} (${version})`,
      emulatorBaseUrl: options.emulatorBaseUrl,
      siteUrl: options.siteUrl,
      consoleProblems: problems,
    });
    return { ok: steps.length === STEPS.length && steps.every((s) => s.ok), steps, reportFile };
  } finally {
    await close();
  }
}
