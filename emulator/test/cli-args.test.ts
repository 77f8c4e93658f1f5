import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../cli-args';
import { DEFAULT_OPTIONS, resolveOptions } from '../options';

describe('parseCliArgs', () => {
  it('starts with defaults when given nothing', () => {
    expect(parseCliArgs([], {})).toEqual({ kind: 'start', options: {} });
    expect(resolveOptions({})).toMatchObject({ host: '127.0.0.1', port: 8787, apiKey: 'dev-key', maxAssets: 50, latency: 0, dataDir: undefined });
  });

  it('reads every flag, in both --flag value and --flag=value forms', () => {
    const request = parseCliArgs(
      ['--port', '0', '--api-key=k1', '--max-assets', '3', '--renovation-credits', '7', '--staging-credits=2', '--latency', 'realistic', '--data-dir', '/tmp/x', '--host', '0.0.0.0'],
      {},
    );
    expect(request).toEqual({
      kind: 'start',
      options: { port: 0, apiKey: 'k1', maxAssets: 3, renovationCredits: 7, stagingCredits: 2, latency: 'realistic', dataDir: '/tmp/x', host: '0.0.0.0' },
    });
  });

  it('reads the timeout flags and their variables', () => {
    expect(parseCliArgs(['--request-timeout', '45000', '--headers-timeout=5000'], {})).toEqual({ kind: 'start', options: { requestTimeoutMs: 45_000, headersTimeoutMs: 5000 } });
    expect(parseCliArgs([], { EMULATOR_REQUEST_TIMEOUT: '20000', EMULATOR_HEADERS_TIMEOUT: '2000' })).toEqual({ kind: 'start', options: { requestTimeoutMs: 20_000, headersTimeoutMs: 2000 } });
  });

  it('reads --allow-link-local and EMULATOR_ALLOW_LINK_LOCAL (refused by default)', () => {
    expect(resolveOptions({}).allowLinkLocal).toBe(false);
    expect(parseCliArgs(['--allow-link-local'], {})).toEqual({ kind: 'start', options: { allowLinkLocal: true } });
    expect(parseCliArgs([], { EMULATOR_ALLOW_LINK_LOCAL: '1' })).toEqual({ kind: 'start', options: { allowLinkLocal: true } });
    expect(parseCliArgs([], { EMULATOR_ALLOW_LINK_LOCAL: 'false' })).toEqual({ kind: 'start', options: { allowLinkLocal: false } });
    expect(parseCliArgs([], { EMULATOR_ALLOW_LINK_LOCAL: 'maybe' })).toEqual({ kind: 'error', message: expect.stringContaining('EMULATOR_ALLOW_LINK_LOCAL') });
    expect(parseCliArgs(['--allow-link-local=yes'], {}).kind).toBe('error');
  });

  it('falls back to EMULATOR_* variables, and flags win over them', () => {
    const env = { EMULATOR_PORT: '9000', EMULATOR_API_KEY: 'from-env', EMULATOR_LATENCY: '250', EMULATOR_MAX_ASSETS: '5' };
    expect(parseCliArgs(['--port', '9001'], env)).toEqual({ kind: 'start', options: { port: 9001, apiKey: 'from-env', latency: 250, maxAssets: 5 } });
  });

  it.each([
    [['--port', 'abc'], '--port'],
    [['--port', '70000'], '--port'],
    [['--max-assets', '-1'], '--max-assets'],
    [['--latency', 'slow'], '--latency'],
    [['--request-timeout', '30s'], '--request-timeout'],
    [['--renovation-credits', '1.5'], '--renovation-credits'],
    [['--api-key', ' '], '--api-key'],
    [['--prot', '1'], "'--prot'"],
    [['--port'], '--port'],
    [['extra'], 'extra'],
  ])('rejects %j with a message naming the problem', (argv, mention) => {
    const request = parseCliArgs(argv, {});
    expect(request.kind).toBe('error');
    if (request.kind === 'error') expect(request.message).toContain(mention);
  });

  it('names the environment variable when its value is bad', () => {
    const request = parseCliArgs([], { EMULATOR_STAGING_CREDITS: 'lots' });
    expect(request).toEqual({ kind: 'error', message: expect.stringContaining('EMULATOR_STAGING_CREDITS') });
  });

  it('answers --help', () => {
    expect(parseCliArgs(['--help'], {})).toEqual({ kind: 'help' });
  });
});

describe('resolveOptions', () => {
  it('rejects impossible values with a RangeError', () => {
    expect(() => resolveOptions({ port: 70000 })).toThrow(RangeError);
    expect(() => resolveOptions({ maxAssets: -1 })).toThrow(RangeError);
    expect(() => resolveOptions({ apiKey: '' })).toThrow(RangeError);
  });

  it('ignores undefined entries instead of erasing defaults', () => {
    expect(resolveOptions({ port: undefined }).port).toBe(DEFAULT_OPTIONS.port);
  });
});
