import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ENVIRONMENT, DEMO_OPTIONS, demoUsage, parseDemoArgs, resolveMode } from '../../../scripts/demo/args';

/** `npm run demo`'s command line: one table behind the parser, `--help` and the README. */
describe('npm run demo: arguments', () => {
  it('defaults: build, no mode chosen, the usual ports (not explicit, so they may move)', () => {
    expect(parseDemoArgs([], {})).toEqual({
      help: false,
      build: true,
      mode: undefined,
      outDir: 'demo-output',
      emulatorPort: { port: 8787, explicit: false },
      sitePort: { port: 8788, explicit: false },
    });
  });

  it('reads every flag, ports from flags (name=value too) or the environment, flags first', () => {
    const parsed = parseDemoArgs(['--no-build', '--headless', '--out', 'shots', '--port=9001'], { EMULATOR_PORT: '7000', DEMO_SITE_PORT: '7001' });
    expect(parsed).toMatchObject({ build: false, mode: 'headless', outDir: 'shots', emulatorPort: { port: 9001, explicit: true }, sitePort: { port: 7001, explicit: true } });
    expect(parseDemoArgs(['-h'], {})).toMatchObject({ help: true });
    expect(parseDemoArgs(['--open'], {})).toMatchObject({ mode: 'open' });
    expect(parseDemoArgs(['--no-browser'], {})).toMatchObject({ mode: 'servers' });
    expect(parseDemoArgs(['--smoke', '--site-port', '0'], {})).toMatchObject({ mode: 'smoke', sitePort: { port: 0, explicit: true } });
  });

  it('refuses what it does not know, in one sentence', () => {
    expect(parseDemoArgs(['--bogus'], {})).toEqual({ error: 'Unknown option --bogus.' });
    expect(parseDemoArgs(['--open', '--headless'], {})).toEqual({ error: 'Choose one of --open, --headless.' });
    expect(parseDemoArgs(['--port'], {})).toEqual({ error: '--port needs a value (N).' });
    expect(parseDemoArgs(['--out', '--open'], {})).toEqual({ error: '--out needs a value (DIR).' });
    expect(parseDemoArgs(['--port', '1e3'], {})).toEqual({ error: '--port must be a port number from 0 to 65535, not "1e3".' });
    expect(parseDemoArgs([], { EMULATOR_PORT: '70000' })).toEqual({ error: 'EMULATOR_PORT must be a port number from 0 to 65535, not "70000".' });
    expect(parseDemoArgs(['--open=yes'], {})).toEqual({ error: '--open takes no value.' });
    expect(parseDemoArgs(['--port', '9000', '--site-port', '9000'], {})).toEqual({ error: 'The emulator and the demo listing cannot share port 9000.' });
  });

  it('opens Chromium with a display and walks headless without one, unless told', () => {
    expect(resolveMode(undefined, { DISPLAY: ':0' })).toBe('open');
    expect(resolveMode(undefined, { WAYLAND_DISPLAY: 'wayland-0' })).toBe('open');
    expect(resolveMode(undefined, {})).toBe('headless');
    expect(resolveMode('servers', { DISPLAY: ':0' })).toBe('servers');
  });

  it('--help lists every option and variable, and so does the README', () => {
    const usage = demoUsage();
    const readme = readFileSync('README.md', 'utf8');
    for (const option of DEMO_OPTIONS) {
      expect(usage).toContain(option.value ? `${option.flag} ${option.value}` : option.flag);
      expect(readme, `README mentions ${option.flag}`).toContain(`\`${option.flag}`);
      if (option.env) expect(usage).toContain(option.env);
    }
    for (const variable of DEMO_ENVIRONMENT) {
      expect(usage).toContain(variable.name);
      expect(readme, `README mentions ${variable.name}`).toContain(variable.name);
    }
    expect(usage.split('\n').every((line) => line.length <= 100)).toBe(true);
  });
});
