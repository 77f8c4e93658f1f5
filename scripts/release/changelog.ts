/**
 * CHANGELOG.md follows Keep a Changelog: a release is a `## [x.y.z] - YYYY-MM-DD` section. A
 * release refuses to go out without its own section, with at least one entry.
 */
export function releaseSection(changelog: string, version: string): string {
  const heading = new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm');
  const match = heading.exec(changelog);
  if (!match) throw new Error(`CHANGELOG.md has no "## [${version}] - YYYY-MM-DD" section`);
  const rest = changelog.slice(match.index + match[0].length);
  const next = rest.search(/^## /m);
  const section = next < 0 ? rest : rest.slice(0, next);
  if (!/^- /m.test(section)) throw new Error(`CHANGELOG.md's ${version} section lists no change`);
  return section.trim();
}
