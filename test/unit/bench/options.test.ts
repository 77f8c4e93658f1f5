import { describe, expect, it } from 'vitest';
import { BENCH_OPTIONS, benchUsage, parseBenchArgs } from '../../../scripts/bench/options';

/** `npm run bench -- --help` once started the whole bench (minutes): every option is read before anything runs. */
describe('npm run bench: arguments', () => {
  it('--help (and -h) asks for the usage, which lists every option', () => {
    expect(parseBenchArgs(['--help'])).toMatchObject({ help: true });
    expect(parseBenchArgs(['-h'])).toMatchObject({ help: true });
    const usage = benchUsage();
    for (const option of BENCH_OPTIONS) expect(usage).toContain(option.flag);
    expect(usage).toMatch(/^Usage: npm run bench/);
  });

  it('reads the defaults and every option', () => {
    expect(parseBenchArgs([])).toEqual({ help: false, check: false, pairs: 5, saved: true, rebuild: false, build: true, markdown: false });
    expect(parseBenchArgs(['--check', '--pairs', '7', '--no-saved', '--no-build', '--markdown'])).toEqual({
      help: false,
      check: true,
      pairs: 7,
      saved: false,
      rebuild: false,
      build: false,
      markdown: true,
    });
    expect(parseBenchArgs(['--pairs=9', '--rebuild'])).toMatchObject({ pairs: 9, rebuild: true, build: true });
  });

  it('refuses an unknown option, a bad --pairs and contradicting flags with one sentence', () => {
    expect(parseBenchArgs(['--chek'])).toEqual({ error: 'Unknown option --chek.' });
    expect(parseBenchArgs(['--pairs', '3'])).toEqual({ error: '--pairs takes a whole number, at least 5, not "3".' });
    expect(parseBenchArgs(['--pairs'])).toEqual({ error: '--pairs takes a whole number, at least 5.' });
    expect(parseBenchArgs(['--check=yes'])).toEqual({ error: '--check takes no value.' });
    expect(parseBenchArgs(['--rebuild', '--no-build'])).toEqual({ error: 'Choose one of --rebuild and --no-build.' });
  });
});
