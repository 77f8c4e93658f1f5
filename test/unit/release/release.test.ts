import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { differences } from '../../../scripts/release/archive';
import { releaseSection } from '../../../scripts/release/changelog';
import { buildCommands } from '../../../scripts/release/readme-commands';

/** The parts of `npm run release` that decide: the README's commands, the comparison, the changelog. */
const ROOT = join(__dirname, '../../..');
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the README’s build commands', () => {
  it('are npm ci and npm run build, the lines the sources zip is rebuilt with', () => {
    expect(buildCommands(readFileSync(join(ROOT, 'README.md'), 'utf8'))).toEqual(['npm ci', 'npm run build']);
  });

  it('take the first sh block of the section only, without comments', () => {
    const readme = '# R\n\n## Build from source\n\nText.\n\n```sh\n# first\nnpm ci   # install\n\nnpm run build\n```\n\n```sh\nrm -rf /\n```\n\n## Next\n';
    expect(buildCommands(readme)).toEqual(['npm ci', 'npm run build']);
  });

  it('are refused when the section or its block is missing or empty', () => {
    expect(() => buildCommands('# R\n')).toThrow(/no "## Build from source" section/);
    expect(() => buildCommands('# R\n\n## Build from source\n\nJust build it.\n\n## Next\n```sh\nnpm ci\n```\n')).toThrow(/no ```sh block/);
    expect(() => buildCommands('# R\n\n## Build from source\n\n```sh\n# nothing\n```\n')).toThrow(/holds no command/);
  });
});

describe('the rebuild comparison', () => {
  it('finds nothing between identical sets', () => {
    expect(differences(new Map([['a.js', bytes('x')]]), new Map([['a.js', bytes('x')]]))).toEqual([]);
  });

  it('names a missing, an extra and a changed file', () => {
    const zip = new Map([['a.js', bytes('same')], ['b.js', bytes('old')], ['c.js', bytes('gone')]]);
    const rebuilt = new Map([['a.js', bytes('same')], ['b.js', bytes('new')], ['d.js', bytes('more')]]);
    expect(differences(zip, rebuilt)).toEqual(['different: b.js (3 bytes in the zip, 3 rebuilt)', 'extra: d.js', 'missing: c.js']);
  });
});

describe('the changelog', () => {
  const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

  it('has a dated section with entries for package.json’s version', () => {
    expect(releaseSection(changelog, version)).toMatch(/^### Added/m);
  });

  it('refuses a version without its section, or a section without an entry', () => {
    expect(() => releaseSection(changelog, '9.9.9')).toThrow(/no "## \[9\.9\.9\] - YYYY-MM-DD" section/);
    expect(() => releaseSection('## [1.0.0] - 2026-01-01\n\nNothing yet.\n\n## [0.9.0] - 2025-01-01\n- old\n', '1.0.0')).toThrow(/lists no change/);
  });

  it('is newer than the release the update test starts from', () => {
    const previous = JSON.parse(readFileSync(join(ROOT, 'scripts/release/previous.json'), 'utf8')) as { version: string; commit: string };
    expect(previous.version).not.toBe(version);
    expect(previous.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(releaseSection(changelog, previous.version)).not.toBe('');
  });
});
