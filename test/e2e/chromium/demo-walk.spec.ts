import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';

/**
 * `npm run demo -- --headless` (the default without a display), as a newcomer runs it, on the
 * demo build: the realtor's path walked in headless Chromium, then report.md, a screenshot per
 * step and the exported ZIP in the output directory, and the demo gone. Both ports are 0 (any
 * free one), so the emulator is off the build's 8787 and the walk has to point the extension there.
 */
test('the headless demo walks the realtor’s path and writes its report, screenshots and ZIP', async () => {
  test.setTimeout(180_000);
  const out = mkdtempSync(path.join(tmpdir(), 'reimagine-demo-walk-'));
  try {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/demo.ts', '--headless', '--no-build', '--out', out, '--port', '0', '--site-port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DISPLAY: '', WAYLAND_DISPLAY: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code, output).toBe(0);
    expect(output).toContain('The walk passed every step.');
    expect(output).toContain(path.join(out, 'report.md'));

    const report = readFileSync(path.join(out, 'report.md'), 'utf8');
    expect(report).toContain('**Every step passed**');
    for (const step of ['The listing page gets its buttons', 'A renovation, compared before and after', 'The fixture check flags a render that moved a window', 'A staging, compared before and after', 'History', 'Export listing']) {
      expect(report).toMatch(new RegExp(`\\| ${step.replace(/[()]/g, '\\$&')}[^|]* \\| ok \\| \\d`));
    }
    // The fixture check (#30): the render that moved a window is flagged, and the export holds it.
    expect(report).toMatch(/that moved a window is flagged [^:]+ after the click: “A window or door (seems to have moved|of the photo seems to be gone)/);
    expect(report).toMatch(/1 flagged result held back until confirmed/);
    // The emulator was not on 8787: the walk moved the extension's connection there.
    expect(report).toMatch(/moved from http:\/\/127\.0\.0\.1:8787\/public\/v1/);

    const files = readdirSync(out);
    const shots = files.filter((f) => f.endsWith('.png'));
    expect(shots).toEqual(['01-listing.png', '02-panel.png', '03-renovation-slider.png', '04-renovation-side-by-side.png', '05-fixture-check.png', '06-staging.png', '07-history.png', '08-export.png']);
    for (const shot of shots) expect(readFileSync(path.join(out, shot)).subarray(1, 4).toString()).toBe('PNG');
    const zip = files.find((f) => f.endsWith('.zip'));
    expect(zip).toBeDefined();
    const names = Object.keys(unzipSync(new Uint8Array(readFileSync(path.join(out, zip ?? '')))));
    expect(names.some((n) => n.endsWith('/manifest.json'))).toBe(true);
    // The faithful renovation and the staging; the flagged renovation was held back.
    expect(names.filter((n) => /-(renovate|staging)\.jpg$/.test(n))).toHaveLength(2);
  } finally {
    if (existsSync(out)) rmSync(out, { recursive: true, force: true });
  }
});
