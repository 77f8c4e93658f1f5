import { describe, expect, it } from 'vitest';
import { chromiumFlags, chromiumWhy, findChromium, openChromium } from '../../../scripts/demo/chromium';
import { reportMarkdown } from '../../../scripts/demo/report';

/** `--open` says exactly why it cannot open Chromium, instead of "opened" over a browser that already exited. */
describe('npm run demo --open', () => {
  it('without a display: says so before trying', async () => {
    expect(await openChromium('/x', 'http://127.0.0.1:1/', { CHROMIUM_PATH: '/bin/true' })).toEqual({
      error: 'cannot open Chromium: there is no display (DISPLAY and WAYLAND_DISPLAY are unset); use --headless for the walk-through with screenshots.',
    });
  });

  it('without Chromium: names what it looked for', async () => {
    expect(findChromium({ CHROMIUM_PATH: '/nowhere/chromium' })).toEqual({ error: 'CHROMIUM_PATH names /nowhere/chromium, which is not an executable file.' });
    expect(await openChromium('/x', 'http://127.0.0.1:1/', { DISPLAY: ':0', CHROMIUM_PATH: '/nowhere/chromium' })).toEqual({
      error: 'cannot open Chromium: CHROMIUM_PATH names /nowhere/chromium, which is not an executable file.',
    });
  });

  it('a browser that exits at once is reported with its exit, not as opened', async () => {
    // /bin/false stands in for a Chromium that cannot start.
    expect(await openChromium('/x', 'http://127.0.0.1:1/', { DISPLAY: ':0', CHROMIUM_PATH: '/bin/false' })).toEqual({ error: 'Chromium (/bin/false) exited at once (code 1).' });
  });

  it('reads Chromium’s own reason from its first ERROR line', () => {
    const stderr = [
      '/usr/bin/chromium: 9: [: 25276502016: unexpected operator',
      '[2904:2904:1123/083526.552945:ERROR:ui/ozone/platform/x11/ozone_platform_x11.cc:257] Missing X server or $DISPLAY',
      '[2904:2904:1123/083526.552977:ERROR:ui/aura/env.cc:253] The platform failed to initialize.  Exiting.',
    ].join('\n');
    expect(chromiumWhy(stderr)).toBe(': Missing X server or $DISPLAY');
    expect(chromiumWhy('')).toBe('');
  });

  it('turns the sandbox off only as root, where Chromium cannot start with it', () => {
    expect(chromiumFlags('/p', '/e', true)).toContain('--no-sandbox');
    expect(chromiumFlags('/p', '/e', false)).not.toContain('--no-sandbox');
    expect(chromiumFlags('/p', '/e', false)).toEqual(expect.arrayContaining(['--user-data-dir=/p', '--load-extension=/e', '--disable-extensions-except=/e']));
  });
});

describe('the headless walk’s report', () => {
  const facts = {
    startedAt: new Date('2026-01-02T03:04:05Z'),
    outDir: '/out',
    extensionDir: '/ext',
    chromium: '/usr/bin/chromium (Chrome/140)',
    emulatorBaseUrl: 'http://127.0.0.1:8787/public/v1',
    siteUrl: 'http://127.0.0.1:8788/listing/12-orchard-lane',
    consoleProblems: [],
  };

  it('a row per step with its result, time, what was seen and its files; each screenshot shown', () => {
    const md = reportMarkdown(
      [
        { title: 'The listing page gets its buttons', ok: true, ms: 840, seen: '5 listing photos | got a badge', files: ['01-listing.png'] },
        { title: 'History', ok: false, ms: 15_000, seen: 'timed out waiting for two results in History', files: ['failed-step.png'] },
      ],
      facts,
    );
    expect(md).toContain('**Stopped at step 2 (History).**');
    expect(md).toContain('| 1 | The listing page gets its buttons | ok | 840 ms | 5 listing photos \\| got a badge | [01-listing.png](01-listing.png) |');
    expect(md).toContain('| 2 | History | **failed** | 15.0 s | timed out waiting for two results in History | [failed-step.png](failed-step.png) |');
    expect(md).toContain('![The listing page gets its buttons](01-listing.png)');
    expect(md).toContain('- browser console errors: none');
  });
});
