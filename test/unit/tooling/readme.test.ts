import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is a front door (issue #27): short enough to read before the code, with the rest in
 * `docs/`. Moving sections out breaks links, so every relative link in the README, the changelog
 * and `docs/` must reach a file that exists, and a `#fragment` into Markdown a heading it has.
 */
const ROOT = join(__dirname, '../../..');
const MAX_README_LINES = 250;

/** The Markdown files whose links are checked, as paths from the repository's root. */
function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file));
  return ['README.md', 'CHANGELOG.md', 'SECURITY.md', ...docs];
}

/** Text without fenced blocks and code spans: a path written as code is not a link. */
function withoutCode(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): Set<string> {
  const headings = withoutCode(readFileSync(join(ROOT, file), 'utf8')).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((heading) => anchorOf(heading.replace(/^#+ /, ''))));
}

/** Every relative link target in a Markdown file: `[text](target)` and `![alt](target)`. */
function relativeLinks(file: string): string[] {
  const text = withoutCode(readFileSync(join(ROOT, file), 'utf8'));
  const targets = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
  return targets.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** What is wrong with one link of `file`, or undefined when it reaches what it names. */
function brokenLink(file: string, target: string): string | undefined {
  const [path = '', fragment] = target.split('#');
  const resolved = path === '' ? file : relative(ROOT, join(ROOT, dirname(file), decodeURIComponent(path)));
  if (!existsSync(join(ROOT, resolved))) return `${file}: ${target} (no ${resolved})`;
  if (fragment === undefined || !resolved.endsWith('.md') || statSync(join(ROOT, resolved)).isDirectory()) return undefined;
  return anchorsIn(resolved).has(fragment) ? undefined : `${file}: ${target} (no heading #${fragment} in ${resolved})`;
}

describe('the README as a front door', () => {
  it(`is at most ${MAX_README_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('links only to files that exist, and only to headings they have, from the README, the changelog and docs/', () => {
    const broken = markdownFiles().flatMap((file) => relativeLinks(file).flatMap((target) => brokenLink(file, target) ?? []));
    expect(broken).toEqual([]);
  });

  it('finds a broken link when there is one (the check itself can fail)', () => {
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toMatch(/no docs\/no-such-page\.md/);
    expect(brokenLink('docs/architecture.md', '../README.md#no-such-heading')).toMatch(/no heading #no-such-heading in README\.md/);
    expect(brokenLink('docs/architecture.md', '../README.md#quick-start')).toBeUndefined();
    expect(anchorOf('Where does X live')).toBe('where-does-x-live');
  });
});
